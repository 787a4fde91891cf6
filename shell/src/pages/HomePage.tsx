/** `/` is an empty home page (spec 000 §2): the drawer is how users go anywhere. */
export function HomePage() {
  return <div data-testid="home" />;
}
