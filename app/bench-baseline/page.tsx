import type { Metadata } from 'next';

/*
 * A bare page prerendered at build, for `npm run bench` to compare throughput against: the
 * cheapest page this Next server can answer (design §7, "within 10% of a bare prerendered page").
 */
export const dynamic = 'force-static';
export const metadata: Metadata = { title: 'Benchmark baseline', robots: { index: false, follow: false } };

export default function BenchBaseline() {
  return (
    <main id="main" className="container-shop py-10">
      <h1 className="text-2xl font-semibold">Benchmark baseline</h1>
      <p>A static page with no data, used to measure the server&apos;s ceiling.</p>
    </main>
  );
}
