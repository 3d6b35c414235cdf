/** Admin API addresses the screens call that are not simply `/api/v1/admin/<resource>/<id>`. */
export const ADMIN_IMAGE_UPLOAD = '/api/v1/admin/images';
