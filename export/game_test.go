package export

import (
	"bytes"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/tiny"
)

// fakeBlocks define every block as a marker, so the test sees where the
// core places each.
const fakeBlocks = `{{define "summary"}}
// SUMMARY
{{- end}}{{define "shapes"}}
    kPlanes = 1, kCropLen = 1, kFeatures = 1, // SHAPES
{{- end}}{{define "constants"}}
  // CONSTANTS
{{- end}}{{define "members"}}
  vector<Unit> units_; // MEMBERS
{{- end}}{{define "constructor"}}

  PLAYER_NAME() : ready_(false) {} // CONSTRUCTOR
{{- end}}{{define "round"}}
    refresh(mine); // ROUND
{{- end}}{{define "units"}}units(mine){{end}}{{define "order"}}command(id, Dir(d));{{end}}{{define "encoder"}}

  // ENCODER
{{- end}}`

func TestComposeFillsEveryBlock(t *testing.T) {
	tm, err := compose("fake", fakeBlocks)
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{Name: "fake", Player: "a Fake player", Unit: "pawn", Idle: "None"}
	var buf bytes.Buffer
	if err := tm.ExecuteTemplate(&buf, "player", fileData{Game: g, Name: "Tester", Format: string(Int8), Lines: []string{"AAAA"}}); err != nil {
		t.Fatal(err)
	}
	src := buf.String()
	at := 0
	for _, want := range []string{"// AITester.cc: a Fake player generated", "every pawn", "//\n// SUMMARY\n//\n",
		"  enum {\n    kPlanes = 1, kCropLen = 1, kFeatures = 1, // SHAPES\n    kInput = kCropLen + kFeatures,",
		"  };\n  // CONSTANTS\n\n  bool ready_;", "b3_;\n  vector<Unit> units_; // MEMBERS\n  vector<int> col_;",
		"float logits_[kActions];\n\n  PLAYER_NAME() : ready_(false) {} // CONSTRUCTOR\n\n  void play() override {",
		"int mine = me();\n    refresh(mine); // ROUND\n    vector<int> ids = units(mine);",
		"if (d != None) {\n        command(id, Dir(d));\n        ++given;", "  }\n\n  // ENCODER\n\n  // ---- Network",
		"on the pawn's input", "int(None) : best", "int8 rows", `"AAAA"`, "RegisterPlayer(PLAYER_NAME);\n"} {
		k := strings.Index(src[at:], want)
		if k < 0 {
			t.Fatalf("no %q after byte %d of:\n%s", want, at, src)
		}
		at += k + len(want)
	}
}

func TestComposeRefusesMissingBlocks(t *testing.T) {
	_, err := compose("fake", `{{define "summary"}}x{{end}}`)
	if err == nil || !strings.Contains(err.Error(), "fake defines no block shapes, constants, members") {
		t.Errorf("got %v", err)
	}
	if _, err := compose("fake", `{{define "summary"}}{{.Nope}`); err == nil {
		t.Error("a block that does not parse was accepted")
	}
}

func TestLookupNamesTheGamesThatExport(t *testing.T) {
	if _, err := Lookup("nosuchgame"); err == nil || !strings.Contains(err.Error(), "no exporter for nosuchgame (games that export: ") {
		t.Errorf("got %v", err)
	}
}

func TestGameReservedNames(t *testing.T) {
	g := &Game{Name: "tiny", Mode: env.Units, Blocks: fakeBlocks, Reserved: []string{"Pawn"}} // a registered env game: Register reads its encoder
	Register(g)
	defer delete(games, "tiny")
	if want := (Shape{Planes: tiny.NumPlanes, Crop: tiny.CropSize, Features: tiny.NumFeatures, Actions: tiny.NumActions}); g.Shape != want {
		t.Errorf("Register read the shape %+v from the encoder's spec, want %+v", g.Shape, want)
	}
	if err := g.ValidateName("Pawn"); err == nil || !strings.Contains(err.Error(), "taken") {
		t.Errorf("Pawn: %v", err)
	}
	// Every game's API names (sharedAPI), an API member, C's names.
	for _, name := range []string{"Dummy", "Pos", "Board", "round", "factory", "y0", "read"} {
		if err := g.ValidateName(name); err == nil {
			t.Errorf("%s accepted", name)
		}
	}
	if err := g.ValidateName("Sauron"); err != nil {
		t.Error(err)
	}
	if got, err := Lookup("tiny"); got != g || err != nil {
		t.Errorf("Lookup: %v %v", got, err)
	}
	defer func() {
		if recover() == nil {
			t.Error("a game registered twice did not panic")
		}
	}()
	Register(&Game{Name: "tiny", Mode: env.Units, Blocks: fakeBlocks})
}
