import { cityLine, phoneLine, shipTo } from '@/lib/commerce/ship-to';

/** The delivery address as the packer and the courier need it: every line, the PIN and the phone. */
export function DeliveryAddress({ snapshot }: { snapshot: unknown }) {
  const to = shipTo(snapshot);
  return (
    <address className="text-sm not-italic leading-relaxed" data-testid="delivery-address">
      {to.name && <span className="block font-medium">{to.name}</span>}
      {to.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">{cityLine(to)}</span>
      <span className="block">{to.country}</span>
      {to.phones.length > 0 && <span className="block">Phone {phoneLine(to)}</span>}
    </address>
  );
}
