// Package tally sums counters: structs of ints and floats, arrays of them
// and structs of those, field by field, so that a diagnostic adding a
// counter adds a field and nothing else.
package tally

import (
	"fmt"
	"reflect"
)

// Add adds every number of *src into the same place in *dst. dst and src
// must be pointers to the same struct type, whose fields (exported, since
// reflection sets only those) are ints, floats, arrays or structs of them.
func Add[T any](dst, src *T) {
	add(reflect.ValueOf(dst).Elem(), reflect.ValueOf(src).Elem())
}

func add(dst, src reflect.Value) {
	switch dst.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		dst.SetInt(dst.Int() + src.Int())
	case reflect.Float32, reflect.Float64:
		dst.SetFloat(dst.Float() + src.Float())
	case reflect.Array:
		for i := range dst.Len() {
			add(dst.Index(i), src.Index(i))
		}
	case reflect.Struct:
		for i := range dst.NumField() {
			add(dst.Field(i), src.Field(i))
		}
	default:
		panic(fmt.Sprintf("tally: cannot add a %s", dst.Type()))
	}
}
