import type { WireImage } from '@lcmdp/contract';

export interface MediaFile {
  id: number;
  url: string;
  name: string;
  width?: number | null;
  height?: number | null;
  mime: string;
  hash?: string;
}

export function toWireImage(file: MediaFile): WireImage {
  return { url: file.url, name: file.name, width: file.width ?? null, height: file.height ?? null, mime: file.mime };
}

export function toWireImages(files: MediaFile[] | null | undefined): WireImage[] {
  return (files ?? []).map(toWireImage);
}
