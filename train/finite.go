package train

import (
	"fmt"
	"math"
	"reflect"
)

// nonFinite returns the config key (as in the YAML, e.g. "reward.shaping"
// or "curriculum[1].until") of the first NaN or infinite number in v, a
// struct or pointer to one, or "" when every number is finite. It walks
// every field, so a number added to the config later is checked too.
func nonFinite(v any) string {
	return walkFloats(reflect.ValueOf(v), "")
}

func walkFloats(v reflect.Value, key string) string {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return ""
		}
		return walkFloats(v.Elem(), key)
	case reflect.Float32, reflect.Float64:
		if f := v.Float(); math.IsNaN(f) || math.IsInf(f, 0) {
			return key
		}
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			name := f.Tag.Get("mapstructure")
			if name == "" {
				name = f.Name
			}
			if key != "" {
				name = key + "." + name
			}
			if k := walkFloats(v.Field(i), name); k != "" {
				return k
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if k := walkFloats(v.Index(i), fmt.Sprintf("%s[%d]", key, i)); k != "" {
				return k
			}
		}
	}
	return ""
}
