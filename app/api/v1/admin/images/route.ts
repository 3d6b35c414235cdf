import { reply, route } from '@/lib/http/route';
import { readUploadedFile } from '@/lib/media/images';
import { uploadImage } from '@/lib/media/upload';

/** Multipart `file` → `{id, url}`, for a category, post cover, banner, team photo or a new product's pictures. */
export const POST = route({ access: 'staff' }, async ({ user, request }) =>
  reply(await uploadImage(user, await readUploadedFile(request, user.id)), 'Image uploaded', 201),
);
