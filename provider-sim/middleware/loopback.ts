import type { NextFunction, Request, Response } from "express";
import { providerMessages as m } from "../../contract/messages";
import { SimError } from "../http";

/** Loopback addresses as a socket reports them (IPv4, IPv6, IPv4-mapped IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Dev endpoints answer only callers on this machine. The socket's own address decides, never a
 * forwarded header: anyone can write X-Forwarded-For. Others get the plain 404.
 */
export function loopbackOnly(req: Request, _res: Response, next: NextFunction): void {
  next(isLoopback(req.socket.remoteAddress) ? undefined : new SimError(m.notFound, 404, 404));
}
