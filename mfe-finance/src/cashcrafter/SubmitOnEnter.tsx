/**
 * Enter in a field saves: implicit submission needs a submit button inside the form, and a modal's OK button is
 * outside it.
 */
export function SubmitOnEnter() {
  return (
    <button
      type="submit"
      tabIndex={-1}
      aria-hidden
      style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
    />
  );
}
