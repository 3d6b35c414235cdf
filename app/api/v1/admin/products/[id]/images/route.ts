import { addProductImage, reorderProductImages } from '@/lib/catalog/admin-products';
import { imageOrderSchema } from '@/lib/catalog/admin-schemas';
import { reply, route } from '@/lib/http/route';
import { readUploadedFile } from '@/lib/media/images';

/** Multipart with a `file` field; the image is checked and re-encoded, then added last. */
export const POST = route({ access: 'staff' }, async ({ user, params, request }) =>
  reply(await addProductImage(user, params.id, await readUploadedFile(request, user.id)), 'Image uploaded', 201),
);

/** `{imageIds}`: every image of the product in its new order, the main one first. */
export const PATCH = route({ access: 'staff', body: imageOrderSchema }, async ({ user, params, body }) =>
  reply(await reorderProductImages(user, params.id, body.imageIds), 'Images reordered'),
);
