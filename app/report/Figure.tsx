import { Anchor } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** A figure of the report: a link to the list behind it, or plain text where that list is not the reader's. */
export function Figure({ to, children, label }: { to: string | null; children: ReactNode; label?: string }) {
  if (!to) return <>{children}</>;
  return (
    <Anchor component={Link} to={to} aria-label={label}>
      {children}
    </Anchor>
  );
}
