import type { Router } from "express";
import { classifyOrderIdSchema, classifyOrderPaths, type ClassifyCandidates } from "../../contract/customs/classification";
import { isHts10 } from "../../contract/customs/identifiers";
import type { SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import { handle, ok } from "../http";
import { principalOf } from "../middleware/auth";
import { hsCodeDetail, queryHsCodes } from "../services/hs-codes";
import { parseWith } from "../validate";
import { orderOf } from "./customs-references";

/** Subheadings offered, and how many search hits are read to find them (the hits mix chapters, headings and subheadings). */
const CANDIDATES = 6;
const HITS_READ = 50;

/**
 * HS candidates for an order (`queryClassifyOrderCandidates`): the public HS search over the
 * order's description, the subheadings it ranks first, each with its chapter and heading and
 * the US HTS sample lines under it. A help for the classifier, never a decision.
 */
export function candidateRoutes(router: Router, local: (path: string) => string, ctx: SimContext): void {
  router.get(
    local(classifyOrderPaths.candidates),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(ctx.db, principal, "ClassifyPlatform", "assign");
      const { id } = parseWith(classifyOrderIdSchema, req.query);
      const keyword = orderOf(ctx.db, principal, id).description;
      const hits = queryHsCodes(ctx.db, { keyword, currentPage: 1, pageSize: HITS_READ }).list;
      const candidates = hits
        .filter((hit) => hit.level === 6)
        .slice(0, CANDIDATES)
        .map((hit) => ({
          code: hit.code,
          description: hit.description,
          segments: hit.segments,
          path: hit.path.filter((node) => node.level === 2 || node.level === 4).map(({ code, description }) => ({ code, description })),
          usHts: hsCodeDetail(ctx.db, hit.code)
            .usHts.filter((line) => isHts10(line.htsCode))
            .map(({ htsCode, description, generalRate }) => ({ htsCode, description, generalRate })),
        }));
      const answer: ClassifyCandidates = { keyword, candidates };
      return ok(answer);
    }),
  );
}
