package train

import "encoding/json"

// toRecords turns metrics into a checkpoint's records (their JSON fields),
// and fromRecords reads them back, dropping any that do not read.
func toRecords[T any](ms []T) []map[string]any {
	var out []map[string]any
	for _, m := range ms {
		var x map[string]any
		if b, err := json.Marshal(m); err == nil && json.Unmarshal(b, &x) == nil {
			out = append(out, x)
		}
	}
	return out
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
