// Type-checked by `tsc --noEmit` (make npm-test) against the package's declarations.
import { standard, BMIKitError, type Classification, type ClassificationFailure } from "bmikit";

async function main(): Promise<void> {
  const ksso = await standard("ksso");
  const one: Classification = ksso.classify({ height: "170,5", weight: "143 lb" });
  const label: string | null = one.label("ko");
  const many: (Classification | ClassificationFailure)[] = ksso.classify([
    { height: 160, weight: 64 },
  ]);
  try {
    ksso.classify({ height: "1,700", weight: 65 }, { language: "ko" });
  } catch (error) {
    if (error instanceof BMIKitError) console.log(error.code, error.problems.length);
  }
  console.log(one.bmi, one.category, label, many.length, ksso.measure);
}

void main();
