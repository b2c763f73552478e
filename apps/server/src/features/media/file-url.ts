/** A stored file's G1 URL. Root-relative, so `<video src>` loads it without the bearer token (API.md 1.4). */
export const fileUrl = (key: string) => `/api/files/${key}`;
