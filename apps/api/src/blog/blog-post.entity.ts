import { Column, Entity, PrimaryGeneratedColumn, type ValueTransformer } from 'typeorm';

/** PostgreSQL hands bigint columns back as strings; times are milliseconds, well within a double. */
const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/** A blog post. The schema comes from the CreateBlogPosts migration; this mirrors it for TypeORM. */
@Entity({ name: 'blog_posts' })
export class BlogPostEntity {
  @PrimaryGeneratedColumn('increment')
  id!: number;

  @Column({ type: 'varchar', length: 80, unique: true })
  slug!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 200 })
  summary!: string;

  @Column({ type: 'varchar', length: 2048 })
  image!: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  link!: string | null;

  /** Publication day, `YYYY-MM-DD` (UTC). */
  @Column({ type: 'varchar', length: 10 })
  date!: string;

  /** Sanitized HTML. */
  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'created_at', type: 'bigint', transformer: bigintAsNumber })
  createdAt!: number;
}
