/** A path that is no page of this host: inside the root layout, so the 404 carries the header in the page's language. A status, no words to translate. */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1} className="host-main">
      <h1>404</h1>
    </main>
  );
}
