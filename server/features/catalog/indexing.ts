/** Keeps an expert's search document in step with its copy, tags and category (called in the writing transaction). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, expertTags, experts, tags } from './schema.ts';
import { searchVectorSql, tagSearchLabels } from './search.ts';

export async function refreshSearchVector(db: Database, expertId: string): Promise<void> {
  const [row] = await db
    .select({ expert: experts, labels: categories.labels })
    .from(experts)
    .innerJoin(categories, eq(categories.id, experts.categoryId))
    .where(eq(experts.id, expertId));
  if (!row) return;
  const tagRows = await db
    .select({ label: tags.label, labels: tags.labels })
    .from(expertTags)
    .innerJoin(tags, eq(tags.id, expertTags.tagId))
    .where(eq(expertTags.expertId, expertId));
  const { expert } = row;
  const categoryLabels = [...new Set([row.labels[expert.locale], row.labels.en].filter((label): label is string => Boolean(label)))];
  await db
    .update(experts)
    .set({
      searchVector: searchVectorSql({
        locale: expert.locale,
        name: expert.name,
        headline: expert.headline,
        tags: tagRows.flatMap((tag) => tagSearchLabels(tag, expert.locale)),
        category: categoryLabels.join(' '),
        description: expert.description,
      }),
    })
    .where(eq(experts.id, expertId));
}
