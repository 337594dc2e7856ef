import { UPLOAD_LIMIT_BYTES } from "~/lib/constants";

export type UploadProblem = "kit.import.noFile" | "kit.import.oneFile" | "kit.import.onlyXlsx" | "kit.import.empty" | "kit.import.tooLarge";

const XLSX = /\.xlsx$/i;

/** SPEC §5/§8: exactly one file, an xlsx, not empty, under 10 MB. */
export function uploadProblem(files: readonly File[]): UploadProblem | null {
  if (files.length === 0) return "kit.import.noFile";
  if (files.length > 1) return "kit.import.oneFile";
  const [file] = files;
  if (!XLSX.test(file.name)) return "kit.import.onlyXlsx";
  if (file.size === 0) return "kit.import.empty";
  if (file.size >= UPLOAD_LIMIT_BYTES) return "kit.import.tooLarge";
  return null;
}
