import { CardGrid } from './Grid';
import styles from './StepList.module.css';

interface StepListProps {
  steps: readonly { title: string; text: string }[];
  /** Columns on a wide screen, one per step usually. */
  columns: 3 | 4 | 5;
}

/** A numbered sequence of steps (rental process, how a service engagement works). */
export function StepList({ steps, columns }: StepListProps) {
  return (
    <CardGrid as="ol" $columns={columns} $phoneColumn={false} className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <span aria-hidden="true">{index + 1}</span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </CardGrid>
  );
}
