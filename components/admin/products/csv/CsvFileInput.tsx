/** The file picker of a CSV upload (the catalogue import, the courier's list): one CSV file, named for screen readers. */
export function CsvFileInput({
  label,
  disabled,
  onChoose,
}: {
  label: string;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}) {
  return (
    <label className="text-sm">
      <span className="sr-only">{label}</span>
      <input
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
        className="text-sm"
      />
    </label>
  );
}
