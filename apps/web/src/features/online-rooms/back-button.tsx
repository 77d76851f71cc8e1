interface BackButtonProps {
  onBack: () => void;
}

export function BackButton({ onBack }: BackButtonProps) {
  return (
    <button type="button" className="rooms-button rooms-button--back" onClick={onBack}>
      <span aria-hidden="true">←</span> Back
    </button>
  );
}
