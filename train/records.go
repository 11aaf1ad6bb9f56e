package train

import "encoding/json"

// toRecords turns metrics into a checkpoint's records (their JSON fields)
// and their JSON lines (a run's metrics.jsonl), from one encoding each;
// fromRecords reads records back, dropping any that do not read.
func toRecords[T any](ms []T) (recs []map[string]any, lines []byte) {
	for _, m := range ms {
		var x map[string]any
		if b, err := json.Marshal(m); err == nil && json.Unmarshal(b, &x) == nil {
			recs = append(recs, x)
			lines = append(append(lines, b...), '\n')
		}
	}
	return recs, lines
}

func fromRecords[T any](recs []map[string]any) []T {
	var out []T
	for _, r := range recs {
		var m T
		if b, err := json.Marshal(r); err == nil && json.Unmarshal(b, &m) == nil {
			out = append(out, m)
		}
	}
	return out
}
