import { useNavigate } from "@remix-run/react";
import type { ComponentPropsWithoutRef, MouseEvent } from "react";

/** What a click needs to know of the link it landed in. */
export interface ClickedLink {
  href: string;
  target: string;
  download: boolean;
}

type Click = Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">;

/** The app-internal address a click on a plain link should follow in the page, or null where the browser should follow it itself (a new tab, a download, another site). */
export function pathToFollow(click: Click, link: ClickedLink | null, origin: string): string | null {
  if (!link || click.defaultPrevented || click.button !== 0 || click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if (link.download || (link.target !== "" && link.target !== "_self")) return null;
  const url = new URL(link.href, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

function clickedLink(target: EventTarget): ClickedLink | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  return link instanceof HTMLAnchorElement ? { href: link.href, target: link.target, download: link.hasAttribute("download") } : null;
}

/**
 * A navigation whose plain links (`<a href data-discover>`) are followed inside the page, as
 * Remix's `Link` does. Every `Link` reads the router and draws again on each of its states (a
 * navigation has three or four): about 500 components for the sidebar and the tags on each
 * screen change. Plain links draw again only when their own props change; this element alone
 * reads the router. `data-discover` keeps Remix's route discovery of the links (decision 0038).
 */
export function AppLinks({ children, ...props }: ComponentPropsWithoutRef<"nav">) {
  const navigate = useNavigate();
  return (
    <nav
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        const path = pathToFollow(event, clickedLink(event.target), window.location.origin);
        if (path === null) return;
        event.preventDefault();
        navigate(path);
      }}
    >
      {children}
    </nav>
  );
}
