package main

import (
	"fmt"
	"reflect"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/edagym/edagym/train"
)

// yamlLines maps a config key's path (curriculum[0].lineups[1]) to its line.
type yamlLines map[string]int

// prepareYAML reads a training config's YAML before viper does: a key
// that no setting has is an error naming the file, the line and the key
// (viper would drop it in silence, and a misspelt num_env train with the
// default); and the player name Null, unquoted, is the player, not YAML's
// null (which made `[Null, Null, Null]` a lineup of empty names). It
// returns the YAML to give viper and the line of every key.
func prepareYAML(file string, data []byte) ([]byte, yamlLines, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, nil, fmt.Errorf("config %s: %w", file, err)
	}
	lines := yamlLines{}
	if len(doc.Content) == 0 {
		return data, lines, nil
	}
	if err := checkKeys(file, doc.Content[0], reflect.TypeOf(train.Config{}), "", lines); err != nil {
		return nil, nil, err
	}
	playerNull(&doc)
	out, err := yaml.Marshal(&doc)
	if err != nil {
		return nil, nil, fmt.Errorf("config %s: %w", file, err)
	}
	return out, lines, nil
}

// checkKeys checks the keys of node against the mapstructure names of t's
// fields, recursing into structs and lists, and records their lines.
func checkKeys(file string, node *yaml.Node, t reflect.Type, path string, lines yamlLines) error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if path != "" {
		lines[path] = node.Line
	}
	switch {
	case t.Kind() == reflect.Struct && node.Kind == yaml.MappingNode:
		fields := map[string]reflect.StructField{}
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if name, _, _ := strings.Cut(f.Tag.Get("mapstructure"), ","); name != "" && name != "-" {
				fields[strings.ToLower(name)] = f
			}
		}
		for i := 0; i+1 < len(node.Content); i += 2 {
			k := node.Content[i]
			f, ok := fields[strings.ToLower(k.Value)]
			if !ok {
				known := make([]string, 0, len(fields))
				for n := range fields {
					known = append(known, n)
				}
				sort.Strings(known)
				where := "at the top level"
				if path != "" {
					where = "in " + path
				}
				return fmt.Errorf("%s:%d: unknown key %q %s (known: %s)", file, k.Line, k.Value, where, strings.Join(known, ", "))
			}
			key := strings.ToLower(k.Value)
			if path != "" {
				key = path + "." + key
			}
			if err := checkKeys(file, node.Content[i+1], f.Type, key, lines); err != nil {
				return err
			}
		}
	case (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) && node.Kind == yaml.SequenceNode:
		for i, item := range node.Content {
			if err := checkKeys(file, item, t.Elem(), fmt.Sprintf("%s[%d]", path, i), lines); err != nil {
				return err
			}
		}
	}
	return nil
}

// playerNull makes every unquoted Null (YAML's null, capitalised as the
// player's name is) the string "Null"; null and ~ stay null.
func playerNull(n *yaml.Node) {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" && n.Value == "Null" {
		n.Tag, n.Style = "!!str", yaml.DoubleQuotedStyle
	}
	for _, c := range n.Content {
		playerNull(c)
	}
}

// checkLineups refuses a curriculum lineup that does not name one player
// for each of the other seats (a 5-name lineup once ran, its last names
// unused), at its line.
func checkLineups(file string, cfg train.Config, lines yamlLines) error {
	_, ecfg, err := train.LoadEnvConfig(cfg.Game, cfg.Cnf)
	if err != nil {
		return err
	}
	want := ecfg.NumPlayers() - 1
	for s, st := range cfg.Curriculum {
		for l, lineup := range st.Lineups {
			if len(lineup) == want {
				continue
			}
			key := fmt.Sprintf("curriculum[%d].lineups[%d]", s, l)
			where := "config " + file
			if line, ok := lines[key]; ok {
				where = fmt.Sprintf("%s:%d", file, line)
			}
			return fmt.Errorf("%s: %s names %d players %v; %s has %d other seats, one name each", where, key, len(lineup), lineup, cfg.Game, want)
		}
	}
	return nil
}
