import type { LoaderFunctionArgs } from "@remix-run/node";
import { fields } from "#contract/auth";
import { fetchCaptchaImage, provider } from "~/provider/index.server";

/** The image captcha, fetched from the provider so the browser talks only to this app. */
export async function loader({ request }: LoaderFunctionArgs) {
  const key = fields.captchaKey.safeParse(new URL(request.url).searchParams.get("key"));
  if (!key.success) return new Response("Bad captcha key", { status: 400 });
  try {
    const image = await fetchCaptchaImage(provider(), key.data);
    return new Response(image.body, {
      headers: { "Content-Type": image.contentType, "Cache-Control": "no-store" },
    });
  } catch {
    return new Response("Captcha unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
