import { notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { ERROR_TOAST_MS, SUCCESS_MESSAGE_MS } from "~/lib/constants";
import { useMessageText, type UserMessage } from "~/lib/messages";

/** Shows a message carried across a redirect once, as a toast (SPEC §9 durations). */
export function FlashMessage({ flash }: { flash: UserMessage & { kind: "error" | "success" } }) {
  const text = useMessageText();
  const message = text(flash);
  useEffect(() => {
    notifications.show({
      color: flash.kind === "error" ? "red" : "green",
      message,
      autoClose: flash.kind === "error" ? ERROR_TOAST_MS : SUCCESS_MESSAGE_MS,
    });
  }, [flash.kind, message]);
  return null;
}
