/** The part of bpmn-moddle (bpmn-js's reader, which also loads in Node) the code here calls; it ships no typings for its entry. */
declare module "bpmn-moddle" {
  export function BpmnModdle(packages?: Record<string, unknown>): {
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: unknown[] }>;
    toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
  };
}
