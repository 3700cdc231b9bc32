/** The bare page: a server page with a heading and nothing else. */
export default function BarePage() {
  return <h1>Бэк-офис залов</h1>;
}
