// Command check decodes every object of a rendered Helm chart (`helm template` output on stdin) strictly into its
// typed Kubernetes struct from k8s.io/api: a field the API does not know, a value of the wrong type, an unparsable
// quantity or an unknown kind is an error. On top of the types it checks what the Kubernetes API server would refuse
// or what Graha's chart promises (issue 40):
//   - names are DNS-1123 labels/subdomains; a Deployment's selector matches its pod template's labels, and so do the
//     Service's and the PodDisruptionBudget's selectors (they select the server pods);
//   - every container runs as non-root with a read-only root file system, has resources, and reads each secret
//     (DATABASE_URL, ADMIN_TOKEN, *_KEY, *_SECRET, *TOKEN*) from a Secret, never as a plain value;
//   - server containers have readiness on /readyz and liveness on /healthz; the migration Job is a pre-install and
//     pre-upgrade hook.
//
// Usage: helm template ... | check [-expect Kind=count,...]
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/util/validation"
	"sigs.k8s.io/yaml"
)

type header struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
}

var secretName = regexp.MustCompile(`(?i)(^DATABASE_URL$|SECRET|TOKEN|PASSWORD|_KEY$)`)

type checker struct {
	errs   []string
	counts map[string]int
}

func (c *checker) fail(format string, args ...any) {
	c.errs = append(c.errs, fmt.Sprintf(format, args...))
}

func main() {
	expect := flag.String("expect", "", "comma-separated Kind=count the rendering must hold exactly (e.g. Deployment=2,Job=1)")
	flag.Parse()
	data, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	c := &checker{counts: map[string]int{}}
	var servers []*appsv1.Deployment
	var services []*corev1.Service
	var pdbs []*policyv1.PodDisruptionBudget
	for i, doc := range splitDocs(data) {
		var h header
		if err := yaml.Unmarshal(doc, &h); err != nil {
			c.fail("document %d: %v", i, err)
			continue
		}
		where := fmt.Sprintf("document %d (%s %s)", i, h.APIVersion, h.Kind)
		c.counts[h.Kind]++
		switch h.APIVersion + "/" + h.Kind {
		case "apps/v1/Deployment":
			var d appsv1.Deployment
			if c.decode(where, doc, &d) {
				c.meta(where, d.ObjectMeta, false)
				c.deployment(where, &d)
				if d.Spec.Template.Labels["app.kubernetes.io/component"] == "server" {
					servers = append(servers, &d)
				}
			}
		case "batch/v1/Job":
			var j batchv1.Job
			if c.decode(where, doc, &j) {
				c.meta(where, j.ObjectMeta, false)
				hooks := j.Annotations["helm.sh/hook"]
				if !strings.Contains(hooks, "pre-install") || !strings.Contains(hooks, "pre-upgrade") {
					c.fail("%s: the migration Job is not a pre-install,pre-upgrade hook (helm.sh/hook: %q)", where, hooks)
				}
				if j.Spec.Template.Spec.RestartPolicy != corev1.RestartPolicyNever && j.Spec.Template.Spec.RestartPolicy != corev1.RestartPolicyOnFailure {
					c.fail("%s: a Job's restartPolicy must be Never or OnFailure", where)
				}
				c.podSpec(where, &j.Spec.Template.Spec)
			}
		case "v1/Service":
			var s corev1.Service
			if c.decode(where, doc, &s) {
				c.meta(where, s.ObjectMeta, true)
				services = append(services, &s)
			}
		case "v1/Secret":
			var s corev1.Secret
			if c.decode(where, doc, &s) {
				c.meta(where, s.ObjectMeta, false)
			}
		case "v1/ConfigMap":
			var m corev1.ConfigMap
			if c.decode(where, doc, &m) {
				c.meta(where, m.ObjectMeta, false)
			}
		case "networking.k8s.io/v1/Ingress":
			var g networkingv1.Ingress
			if c.decode(where, doc, &g) {
				c.meta(where, g.ObjectMeta, false)
				for _, r := range g.Spec.Rules {
					if r.HTTP == nil || len(r.HTTP.Paths) == 0 {
						c.fail("%s: rule for %q has no paths", where, r.Host)
					}
					for _, p := range r.HTTP.Paths {
						if p.PathType == nil || p.Backend.Service == nil {
							c.fail("%s: path %q needs a pathType and a service backend", where, p.Path)
						}
					}
				}
			}
		case "policy/v1/PodDisruptionBudget":
			var p policyv1.PodDisruptionBudget
			if c.decode(where, doc, &p) {
				c.meta(where, p.ObjectMeta, false)
				pdbs = append(pdbs, &p)
			}
		default:
			c.fail("%s: a kind this chart does not make (add it to deploy/helm/check)", where)
		}
	}
	// The Service and the PodDisruptionBudget select exactly the server pods.
	for _, s := range services {
		if !selectsAny(labels.SelectorFromSet(s.Spec.Selector), servers) {
			c.fail("Service %s selects no server Deployment's pods", s.Name)
		}
	}
	for _, p := range pdbs {
		sel, err := metav1.LabelSelectorAsSelector(p.Spec.Selector)
		if err != nil || !selectsAny(sel, servers) {
			c.fail("PodDisruptionBudget %s selects no server Deployment's pods", p.Name)
		}
	}
	if *expect != "" {
		for _, kv := range strings.Split(*expect, ",") {
			kind, n, _ := strings.Cut(kv, "=")
			want, err := strconv.Atoi(n)
			if err != nil {
				c.fail("bad -expect %q", kv)
				continue
			}
			if c.counts[kind] != want {
				c.fail("%d %s object(s), expected %d", c.counts[kind], kind, want)
			}
		}
	}
	kinds := make([]string, 0, len(c.counts))
	for k, n := range c.counts {
		kinds = append(kinds, fmt.Sprintf("%s=%d", k, n))
	}
	sort.Strings(kinds)
	if len(c.errs) > 0 {
		for _, e := range c.errs {
			fmt.Fprintln(os.Stderr, "check:", e)
		}
		os.Exit(1)
	}
	fmt.Printf("check: %s: every object decodes strictly into its Kubernetes type\n", strings.Join(kinds, " "))
}

// splitDocs splits a YAML stream on its document separators, dropping documents with no content.
func splitDocs(data []byte) [][]byte {
	var docs [][]byte
	var cur bytes.Buffer
	flush := func() {
		if len(bytes.TrimSpace(stripComments(cur.Bytes()))) > 0 {
			docs = append(docs, append([]byte(nil), cur.Bytes()...))
		}
		cur.Reset()
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := sc.Text()
		if strings.TrimRight(line, " ") == "---" {
			flush()
			continue
		}
		cur.WriteString(line)
		cur.WriteByte('\n')
	}
	flush()
	return docs
}

func stripComments(b []byte) []byte {
	var out bytes.Buffer
	for _, line := range bytes.Split(b, []byte("\n")) {
		if t := bytes.TrimSpace(line); len(t) > 0 && t[0] != '#' {
			out.Write(line)
			out.WriteByte('\n')
		}
	}
	return out.Bytes()
}

// decode is the strict decoding: YAML to JSON, then JSON into the typed struct with unknown fields refused.
func (c *checker) decode(where string, doc []byte, into any) bool {
	if err := yaml.UnmarshalStrict(doc, into); err != nil {
		c.fail("%s: %v", where, err)
		return false
	}
	return true
}

func (c *checker) meta(where string, m metav1.ObjectMeta, label bool) {
	var errs []string
	if label {
		errs = validation.IsDNS1035Label(m.Name) // Service names
	} else {
		errs = validation.IsDNS1123Subdomain(m.Name)
	}
	for _, e := range errs {
		c.fail("%s: name %q: %s", where, m.Name, e)
	}
	for k, v := range m.Labels {
		for _, e := range validation.IsQualifiedName(k) {
			c.fail("%s: label key %q: %s", where, k, e)
		}
		for _, e := range validation.IsValidLabelValue(v) {
			c.fail("%s: label %s=%q: %s", where, k, v, e)
		}
	}
}

func (c *checker) deployment(where string, d *appsv1.Deployment) {
	if d.Spec.Selector == nil {
		c.fail("%s: no selector", where)
		return
	}
	sel, err := metav1.LabelSelectorAsSelector(d.Spec.Selector)
	if err != nil {
		c.fail("%s: selector: %v", where, err)
	} else if !sel.Matches(labels.Set(d.Spec.Template.Labels)) {
		c.fail("%s: selector %s does not match the pod template's labels %v", where, sel, d.Spec.Template.Labels)
	}
	if d.Spec.Template.Spec.RestartPolicy != "" && d.Spec.Template.Spec.RestartPolicy != corev1.RestartPolicyAlways {
		c.fail("%s: a Deployment's restartPolicy must be Always", where)
	}
	c.podSpec(where, &d.Spec.Template.Spec)
	if d.Spec.Template.Labels["app.kubernetes.io/component"] == "server" {
		for _, ct := range d.Spec.Template.Spec.Containers {
			if ct.ReadinessProbe == nil || ct.ReadinessProbe.HTTPGet == nil || ct.ReadinessProbe.HTTPGet.Path != "/readyz" {
				c.fail("%s: container %s: readiness is not GET /readyz", where, ct.Name)
			}
			if ct.LivenessProbe == nil || ct.LivenessProbe.HTTPGet == nil || ct.LivenessProbe.HTTPGet.Path != "/healthz" {
				c.fail("%s: container %s: liveness is not GET /healthz", where, ct.Name)
			}
		}
	}
}

func (c *checker) podSpec(where string, p *corev1.PodSpec) {
	if len(p.Containers) == 0 {
		c.fail("%s: no containers", where)
	}
	volumes := map[string]bool{}
	for _, v := range p.Volumes {
		volumes[v.Name] = true
	}
	podNonRoot := p.SecurityContext != nil && p.SecurityContext.RunAsNonRoot != nil && *p.SecurityContext.RunAsNonRoot
	for _, ct := range p.Containers {
		w := fmt.Sprintf("%s: container %s", where, ct.Name)
		for _, e := range validation.IsDNS1123Label(ct.Name) {
			c.fail("%s: name: %s", w, e)
		}
		if ct.Image == "" {
			c.fail("%s: no image", w)
		}
		sc := ct.SecurityContext
		nonRoot := podNonRoot || (sc != nil && sc.RunAsNonRoot != nil && *sc.RunAsNonRoot)
		if !nonRoot {
			c.fail("%s: runAsNonRoot is not set", w)
		}
		if sc == nil || sc.ReadOnlyRootFilesystem == nil || !*sc.ReadOnlyRootFilesystem {
			c.fail("%s: the root file system is not read-only", w)
		}
		if sc == nil || sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation {
			c.fail("%s: allowPrivilegeEscalation is not false", w)
		}
		if ct.Resources.Requests.Memory().IsZero() || ct.Resources.Limits.Memory().IsZero() {
			c.fail("%s: memory request and limit are required", w)
		}
		if req, lim := ct.Resources.Requests.Memory(), ct.Resources.Limits.Memory(); !lim.IsZero() && req.Cmp(*lim) > 0 {
			c.fail("%s: memory request %s above its limit %s", w, req, lim)
		}
		for _, m := range ct.VolumeMounts {
			if !volumes[m.Name] {
				c.fail("%s: mounts volume %q that the pod does not have", w, m.Name)
			}
		}
		seen := map[string]bool{}
		for _, e := range ct.Env {
			if seen[e.Name] {
				c.fail("%s: env %s is set twice", w, e.Name)
			}
			seen[e.Name] = true
			for _, msg := range validation.IsEnvVarName(e.Name) {
				c.fail("%s: env %s: %s", w, e.Name, msg)
			}
			if secretName.MatchString(e.Name) && (e.ValueFrom == nil || e.ValueFrom.SecretKeyRef == nil) {
				c.fail("%s: env %s is a secret but is not read from a Secret (secretKeyRef)", w, e.Name)
			}
		}
		for _, must := range []string{"DATABASE_URL", "ADMIN_TOKEN"} {
			if !seen[must] {
				c.fail("%s: env %s is missing", w, must)
			}
		}
	}
}

func selectsAny(sel labels.Selector, ds []*appsv1.Deployment) bool {
	if sel.Empty() {
		return false
	}
	for _, d := range ds {
		if sel.Matches(labels.Set(d.Spec.Template.Labels)) {
			return true
		}
	}
	return false
}
