import { data } from 'react-router';

/** Any path no route claims: a real 404 page with status 404. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
