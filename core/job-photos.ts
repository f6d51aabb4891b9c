/**
 * Photos of the finished work: what a provider may upload with Complete, checked
 * the same way by the page (before sending) and the server (which decides).
 */
export const MAX_JOB_PHOTOS = 6;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

export const PHOTO_MESSAGES = {
  notImage: "Please choose a photo: JPEG, PNG or WebP.",
  tooLarge: "Please choose a photo of 10 MB or less.",
  tooMany: `A job can have up to ${MAX_JOB_PHOTOS} photos.`,
} as const;

/**
 * The image type a file's first bytes say, whatever its name or declared type: JPEG starts
 * FF D8 FF, PNG with its 8-byte signature, WebP with "RIFF", a size, then "WEBP".
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** A photo as the pages show it: the worker's address for it, never the bucket's. */
export interface JobPhoto {
  id: string;
  url: string;
}
