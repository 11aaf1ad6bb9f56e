package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/edagym/edagym/train"
)

// recordedYAML turns a checkpoint's recorded config (train.Config as JSON)
// into the YAML a config file would hold, keyed by the files' names (the
// mapstructure tags), so that `train --resume` without --config goes on
// with the run's own config, and flags and EDAGYM_ variables still
// override it.
func recordedYAML(data []byte) ([]byte, error) {
	var cfg train.Config
	if err := json.Unmarshal(data, &cfg); err != nil {
		return nil, err
	}
	return yaml.Marshal(byFileKey(reflect.ValueOf(cfg)))
}

// byFileKey is v as maps keyed by mapstructure names, lists and scalars
// (durations as text, which the config's decoder reads).
func byFileKey(v reflect.Value) any {
	if d, ok := v.Interface().(time.Duration); ok {
		return d.String()
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return nil
		}
		return byFileKey(v.Elem())
	case reflect.Struct:
		m := map[string]any{}
		for i := 0; i < v.NumField(); i++ {
			f := v.Type().Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("mapstructure"), ",")
			if f.IsExported() && name != "" && name != "-" {
				m[name] = byFileKey(v.Field(i))
			}
		}
		return m
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			return nil
		}
		out := make([]any, v.Len())
		for i := range out {
			out[i] = byFileKey(v.Index(i))
		}
		return out
	}
	return v.Interface()
}
