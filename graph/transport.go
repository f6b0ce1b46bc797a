package graph

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// postTransport is gqlgen's POST transport (transport.POST, whose request
// handling it follows) except for how it writes a response: gqlgen
// json.Marshals it, which compacts the already encoded data into a growing
// buffer and copies that once more, three copies of a runQuery result that
// may be as large as the result cap. This one writes the data as it is.
type postTransport struct {
	transport.POST
}

const (
	contentTypeJSON         = "application/json"
	contentTypeGraphQLReply = "application/graphql-response+json"
)

// Do runs one POSTed operation.
func (t postTransport) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	ctx := r.Context()
	contentType := replyContentType(r)
	w.Header().Set("Content-Type", contentType)
	start := graphql.Now()
	var params graphql.RawParams
	body, err := io.ReadAll(r.Body)
	if err != nil {
		writeResponse(w, exec.DispatchError(ctx, gqlerror.List{gqlerror.Errorf("could not read request body: %+v", err)}))
		return
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(&params); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		writeResponse(w, exec.DispatchError(ctx, gqlerror.List{gqlerror.Errorf(
			"json request body could not be decoded: %+v body:%s", err, body)}))
		return
	}
	params.Headers = r.Header
	params.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}
	opCtx, opErr := exec.CreateOperationContext(ctx, &params)
	if opErr != nil {
		w.WriteHeader(errorStatus(opErr, contentType))
		writeResponse(w, exec.DispatchError(graphql.WithOperationContext(ctx, opCtx), opErr))
		return
	}
	responses, ctx := exec.DispatchOperation(ctx, opCtx)
	writeResponse(w, responses(ctx))
}

// replyContentType chooses the response's media type from Accept as
// transport.POST does by default: application/json unless only
// application/graphql-response+json is accepted.
func replyContentType(r *http.Request) string {
	accept := r.Header.Get("Accept")
	if accept == "" {
		return contentTypeJSON
	}
	for part := range strings.SplitSeq(accept, ",") {
		mediaType, _, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil {
			continue
		}
		switch mediaType {
		case "*/*", "application/*", contentTypeJSON:
			return contentTypeJSON
		case contentTypeGraphQLReply:
			return contentTypeGraphQLReply
		}
	}
	return contentTypeGraphQLReply
}

// errorStatus is the HTTP status of a request refused before it ran:
// protocol errors (documents that do not parse or validate) are 422 for
// application/json clients and 400 for application/graphql-response+json.
func errorStatus(errs gqlerror.List, contentType string) int {
	if errcode.GetErrorKind(errs) != errcode.KindProtocol {
		return http.StatusOK
	}
	if contentType == contentTypeGraphQLReply {
		return http.StatusBadRequest
	}
	return http.StatusUnprocessableEntity
}

// writeResponse writes resp as json.Marshal would, byte for byte, without
// copying its data (the executor wrote it as valid JSON).
func writeResponse(w io.Writer, resp *graphql.Response) {
	if err := encodeResponse(w, resp); err != nil {
		panic(fmt.Errorf("graph: encode response: %w", err)) // as gqlgen's transports do; the handler recovers
	}
}

func encodeResponse(w io.Writer, resp *graphql.Response) error {
	rest := *resp
	rest.Errors, rest.Data = nil, nil
	tail, err := json.Marshal(&rest) // {"data":null then the other fields
	if err != nil {
		return err
	}
	const dataSlot = `{"data":null`
	if !bytes.HasPrefix(tail, []byte(dataSlot)) {
		return fmt.Errorf("data is not the first field: %.40s", tail)
	}
	if _, err := io.WriteString(w, "{"); err != nil {
		return nil // the client went away
	}
	if len(resp.Errors) > 0 {
		errs, err := json.Marshal(resp.Errors)
		if err != nil {
			return err
		}
		for _, part := range [][]byte{[]byte(`"errors":`), errs, []byte(",")} {
			if _, err := w.Write(part); err != nil {
				return nil // the client went away
			}
		}
	}
	if _, err := io.WriteString(w, `"data":`); err != nil {
		return nil // the client went away
	}
	data := resp.Data
	if len(data) == 0 {
		data = json.RawMessage("null")
	}
	if err := writeCompact(w, data); err != nil {
		return nil // the client went away
	}
	w.Write(tail[len(dataSlot):]) //nolint:errcheck // as above
	return nil
}

// writeCompact writes the valid JSON data to w as json.Marshal writes a
// json.RawMessage (json.Compact with HTML escaping: whitespace between
// tokens dropped; <, >, &, U+2028 and U+2029 escaped, which in valid JSON
// only occur inside strings), passing the unchanged runs through as they
// are rather than building the result in memory.
func writeCompact(w io.Writer, data []byte) error {
	const hex = "0123456789abcdef"
	start := 0
	inString, escaped := false, false
	flush := func(end int, replacement []byte) error {
		if end > start {
			if _, err := w.Write(data[start:end]); err != nil {
				return err
			}
		}
		if len(replacement) > 0 {
			if _, err := w.Write(replacement); err != nil {
				return err
			}
		}
		return nil
	}
	for i := 0; i < len(data); i++ {
		c := data[i]
		switch {
		case c == '<' || c == '>' || c == '&':
			if err := flush(i, []byte{'\\', 'u', '0', '0', hex[c>>4], hex[c&0xF]}); err != nil {
				return err
			}
			start = i + 1
		case c == 0xE2 && i+2 < len(data) && data[i+1] == 0x80 && data[i+2]&^1 == 0xA8:
			if err := flush(i, []byte{'\\', 'u', '2', '0', '2', hex[data[i+2]&0xF]}); err != nil {
				return err
			}
			i += 2
			start = i + 1
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if err := flush(i, nil); err != nil {
				return err
			}
			start = i + 1
		}
	}
	return flush(len(data), nil)
}
