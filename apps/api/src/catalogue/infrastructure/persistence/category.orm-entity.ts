import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('category')
export class CategoryOrmEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  @Column({ name: 'name_fr', type: 'varchar' }) nameFr: string;
  @Column({ name: 'name_de', type: 'varchar' }) nameDe: string;
  @Column({ name: 'name_it', type: 'varchar' }) nameIt: string;
  @Column({ name: 'description_fr', type: 'text' }) descriptionFr: string;
  @Column({ name: 'description_de', type: 'text' }) descriptionDe: string;
  @Column({ name: 'description_it', type: 'text' }) descriptionIt: string;

  @Column({ name: 'image_key', type: 'varchar', nullable: true })
  imageKey: string | null;

  @Column({ type: 'integer' })
  position: number;

  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
