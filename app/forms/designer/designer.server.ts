import { z } from "zod";
import { sysDictPaths } from "#contract/admin/sysdict";
import type { Language } from "~/lib/constants";
import { localText } from "~/lib/wordings";
import type { ProviderClient } from "~/provider/client.server";
import { ProviderError } from "~/provider/errors";
import { resourceProvider } from "~/provider/resources.server";
import type { DictionaryType } from "./RuleInputs";

/** A dictionary type's header row, as the sysdict tree answers it (SPEC §7 sysdict): its entries are not needed here. */
const headerSchema = z.object({
  dictType: z.string(),
  dictName: z.string(),
  dictNameEn: z.string().nullish(),
  dictNameZh: z.string().nullish(),
  dictNameTw: z.string().nullish(),
});

/**
 * The dictionary types a select may read, the platform's and the tenant's, named in the viewer's
 * language. A designer without the dictionaries' interface still designs: the list is then empty
 * and the dictionary field says so.
 */
export async function dictionaryTypes(client: ProviderClient, call: { token: string; lang: Language }): Promise<DictionaryType[]> {
  const headers = await resourceProvider(client, call.token, call.lang)
    .tree(sysDictPaths, headerSchema)
    .catch((error: unknown) => {
      if (error instanceof ProviderError && error.status === 403) return [];
      throw error;
    });
  const seen = new Map<string, DictionaryType>();
  for (const header of headers) if (!seen.has(header.dictType)) seen.set(header.dictType, { value: header.dictType, label: String(localText(header, "dictName", call.lang)) });
  return [...seen.values()];
}
