import { respondWithTaxDocument } from '@/lib/invoices/respond';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ subOrderNumber: string }> }) {
  return respondWithTaxDocument(request, (await params).subOrderNumber, 'INVOICE');
}
