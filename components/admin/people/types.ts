export type PersonRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: string;
  status: string;
  seller: { slug: string; name: string } | null;
  createdAt: string;
  orderCount?: number;
};
