import { site } from 'next/root-params';
import { getGlobal } from '@/lib/cms/get';

export default async function NotFound() {
  const s = await site();
  const g = await getGlobal(s);
  return <main><h1>Not found on {s}</h1><p>{g.footer.title}</p></main>;
}
