import { revalidateTag } from 'next/cache';
export async function POST(req: Request) {
  const { tags } = (await req.json()) as { tags: string[] };
  for (const t of tags) revalidateTag(t, { expire: 0 });
  return Response.json({ ok: true, tags });
}
