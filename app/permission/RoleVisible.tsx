import { Alert } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { NeedRolesError, visibleTo } from "./visibility";

interface RoleVisibleProps {
  /** The roles the element is drawn for as the viewer holds them. */
  userRoles: readonly string[];
  /** Who may see the element; [] leaves it for everyone; leaving it out is a developer's mistake. */
  roles?: readonly string[];
  children: ReactNode;
}

/**
 * SPEC §6 element visibility: the children are removed unless `userRoles` holds a listed role.
 * Without a list it draws the translated "need roles!" in the element's place, where whoever
 * wrote the page sees it at once.
 */
export function RoleVisible({ userRoles, roles, children }: RoleVisibleProps) {
  const { t } = useTranslation();
  try {
    return visibleTo(userRoles, roles) ? <>{children}</> : null;
  } catch (error) {
    if (!(error instanceof NeedRolesError)) throw error;
    return (
      <Alert color="red.9" variant="outline" bg="var(--mantine-color-body)" data-testid="need-roles">
        {t(error.key)}
      </Alert>
    );
  }
}
