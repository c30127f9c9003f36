// A user's avatar as a URL (set through PUT /me/avatar in
// server/media/avatar.ts). The media module serves a public file at this
// path (and redirects to the CDN when one is configured); the path is
// relative so pages load it on whatever host and port served them.
export function avatarPath(avatarMediaId: string | null | undefined): string | null {
  return avatarMediaId ? `/api/v1/media/${avatarMediaId}/file` : null;
}
