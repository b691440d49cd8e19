// The full-screen loading overlay shown while a booking is being checked and created
// (booking-wizard §2 Footer buttons: "animation and SCHEDULING_LOADER text"). It is announced once
// through its status role; the animation stops for visitors who prefer reduced motion.

export function LoadingOverlay({ text }: { readonly text: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="loading-overlay__spinner" aria-hidden="true" />
      <p className="loading-overlay__text">{text}</p>
    </div>
  );
}
