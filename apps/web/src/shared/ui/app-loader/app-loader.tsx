import './app-loader.css';

/** Shown for the instant before the interface texts arrive; deliberately without words. */
export function AppLoader() {
  return (
    <div className="app-loader" role="status" aria-busy="true">
      <img src="/logo.svg" alt="" width={56} height={56} className="app-loader__logo" />
    </div>
  );
}
