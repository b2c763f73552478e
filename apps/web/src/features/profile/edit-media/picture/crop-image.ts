/** The part of the source image the user framed, in the image's own pixels (react-easy-crop). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface OutputSize {
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Nie udało się wczytać obrazu do przycięcia'));
    image.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.92));
}

/**
 * Draws the framed area at the stored size (avatar 512x512, background 1320x250; spec document 2
 * section 9) and encodes it as WebP, or PNG where the browser cannot write WebP (the canvas then
 * answers PNG by itself). The server re-encodes it anyway.
 */
export async function cropToBlob(src: string, area: CropArea, size: OutputSize): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  const blob = (await toBlob(canvas, 'image/webp')) ?? (await toBlob(canvas, 'image/png'));
  if (!blob) throw new Error('The crop could not be encoded');
  return blob;
}
