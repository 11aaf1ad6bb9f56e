package agents

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

func init() { RegisterPrefix("style", styledFactory) }

// styles holds, per game and bot, its own knobs as a JSON object and a
// maker of the bot with knobs changed.
var styles = map[string]map[string]style{}

type style struct {
	knobs []byte
	with  func(knobs string) (env.PlayerFactory, error)
}

// StyleKnobs is a scripted player's own knobs as a JSON object, in its
// Style's field order (what style:NAME:JSON changes).
func StyleKnobs(game, bot string) ([]byte, error) {
	st, ok := styles[game][bot]
	if !ok {
		var names []string
		for n := range styles[game] {
			names = append(names, n)
		}
		sort.Strings(names)
		return nil, fmt.Errorf("%s has no scripted player %q with a style (those with one: %s)", game, bot, strings.Join(names, ", "))
	}
	return st.knobs, nil
}

// RegisterStyle adds a scripted player whose play is a Style struct (the
// Dummy, a teacher): name plays base, and "style:NAME:JSON" plays base with
// the knobs the JSON object sets (`style:Immortan:{"Raid":true}`), so a
// variant is measured from the command line. Called from init.
func RegisterStyle[S any](game, name string, base S, mk func(s S, rng *jutge.Random) env.Player) {
	Register(game, name, func(_ int, rng *jutge.Random) env.Player { return mk(base, rng) })
	knobs, err := json.Marshal(base)
	if err != nil {
		panic("agents: style of " + name + ": " + err.Error())
	}
	if styles[game] == nil {
		styles[game] = map[string]style{}
	}
	styles[game][name] = style{knobs: knobs, with: func(knobs string) (env.PlayerFactory, error) {
		s := base
		dec := json.NewDecoder(strings.NewReader(knobs))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&s); err != nil {
			return nil, fmt.Errorf("style:%s: knobs %q: %v (its knobs: %s)", name, knobs, err, strings.Join(knobNames(base), ", "))
		}
		if dec.More() {
			return nil, fmt.Errorf("style:%s: knobs %q: one JSON object, e.g. {\"%s\": ...}", name, knobs, knobNames(base)[0])
		}
		return func(_ int, rng *jutge.Random) env.Player { return mk(s, rng) }, nil
	}}
}

// styledFactory reads "NAME:JSON" (the text after "style:").
func styledFactory(game, arg string) (env.PlayerFactory, error) {
	bot, knobs, ok := strings.Cut(arg, ":")
	if _, err := StyleKnobs(game, bot); err != nil {
		return nil, fmt.Errorf("style player %q: %w", arg, err)
	}
	if !ok {
		return nil, fmt.Errorf("style player %q: want style:NAME:JSON, e.g. style:%s:{}", arg, bot)
	}
	return styles[game][bot].with(knobs)
}

// knobNames are the exported fields of a style struct, in order.
func knobNames(s any) []string {
	t := reflect.TypeOf(s)
	var out []string
	for i := range t.NumField() {
		if t.Field(i).IsExported() {
			out = append(out, t.Field(i).Name)
		}
	}
	return out
}
