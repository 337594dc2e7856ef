import { Avatar } from "@mantine/core";

/** Shown when the user has no avatar or theirs fails to load (SPEC §8). */
export const DEFAULT_AVATAR = "/default-avatar.svg";

export function UserAvatar({ src, size }: { src: string | null | undefined; size: number }) {
  return (
    <Avatar
      src={src || DEFAULT_AVATAR}
      alt=""
      size={size}
      radius="xl"
      imageProps={{ onError: (event) => ((event.currentTarget as HTMLImageElement).src = DEFAULT_AVATAR) }}
    />
  );
}
