// Prerendered at build: no data, no client components, nothing for the server to do but send it.
export const dynamic = 'force-static';

export default function BenchBaseline() {
  return (
    <main id="main">
      <h1>Benchmark baseline</h1>
      <p>A static page with no data, used to measure the server&apos;s ceiling.</p>
    </main>
  );
}
