import { fileDownloadPath, fileInfoSchema, filePaths, UPLOAD_PART, type FileInfo } from "#contract/file";
import type { ProviderClient } from "./client.server";

/** A call on behalf of a signed-in user. */
type Call = { token: string; lang?: string };

/** Keeps a file in the provider's file area for the user's tenant; a record then stores its `url`. */
export function uploadFile(client: ProviderClient, call: Call, file: File): Promise<FileInfo> {
  const multipart = new FormData();
  multipart.set(UPLOAD_PART, file, file.name);
  return client.data({ ...call, method: "POST", path: filePaths.upload, multipart, schema: fileInfoSchema });
}

/** A file of the user's tenant, as the provider answers it (bytes, type, disposition), passed on as it arrives. */
export function downloadFile(client: ProviderClient, call: Call, id: string, name: string): Promise<Response> {
  return client.stream({ ...call, method: "GET", path: fileDownloadPath(id, name) });
}
