{{/* Names and labels. */}}
{{- define "graha.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "graha.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "graha.selectorLabels" -}}
app.kubernetes.io/name: {{ include "graha.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "graha.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{ include "graha.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}

{{- define "graha.image" -}}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) -}}
{{- end -}}

{{- define "graha.secretName" -}}
{{- if .Values.secrets.create -}}
{{- include "graha.fullname" . -}}
{{- else -}}
{{- required "secrets.existingSecret (or secrets.create=true with secrets.values) is required" .Values.secrets.existingSecret -}}
{{- end -}}
{{- end -}}

{{/* The keys read from the Secret: the first two are required, the others optional. */}}
{{- define "graha.requiredSecretKeys" -}}DATABASE_URL ADMIN_TOKEN{{- end -}}
{{- define "graha.optionalSecretKeys" -}}IMAGE_URL_SECRET OPENAI_API_KEY ANTHROPIC_API_KEY TOGETHER_API_KEY STRIPE_SECRET_KEY STRIPE_WEBHOOK_SECRET LOCAL_PAYMENT_WEBHOOK_SECRET{{- end -}}

{{/*
The environment of every Graha container: the non-secret settings as values, every secret through secretKeyRef.
Called with (dict "root" $ "workers" "internal|external").
*/}}
{{- define "graha.env" -}}
{{- $root := .root -}}
{{- $secret := include "graha.secretName" $root -}}
{{- $secretKeys := concat (splitList " " (include "graha.requiredSecretKeys" $root)) (splitList " " (include "graha.optionalSecretKeys" $root)) -}}
{{- range $name, $value := $root.Values.config.extraEnv }}
{{- if or (has $name $secretKeys) (regexMatch "(?i)(SECRET|TOKEN|PASSWORD|_KEY$)" $name) }}
{{- fail (printf "config.extraEnv.%s looks like a secret: put it in the Secret (secrets.*), not in plain values" $name) }}
{{- end }}
{{- end }}
- name: HOST
  value: "0.0.0.0"
- name: PORT
  value: "8080"
- name: DATA_DIR
  value: /data
- name: WORKERS
  value: {{ .workers | quote }}
- name: LOG_LEVEL
  value: {{ $root.Values.config.logLevel | quote }}
- name: MAX_IN_FLIGHT
  value: {{ $root.Values.server.maxInFlight | quote }}
- name: SHUTDOWN_GRACE_MS
  value: {{ $root.Values.server.shutdownGraceMs | quote }}
- name: JOBS_CONCURRENCY
  value: {{ $root.Values.worker.jobsConcurrency | quote }}
- name: PAYMENT_PROVIDER
  value: {{ $root.Values.config.paymentProvider | quote }}
{{- with $root.Values.config.publicBaseUrl }}
- name: PUBLIC_BASE_URL
  value: {{ . | quote }}
{{- end }}
{{- with $root.Values.config.trustProxy }}
- name: TRUST_PROXY
  value: {{ . | quote }}
{{- end }}
{{- range $name, $value := $root.Values.config.extraEnv }}
- name: {{ $name }}
  value: {{ $value | toString | quote }}
{{- end }}
{{- range splitList " " (include "graha.requiredSecretKeys" $root) }}
- name: {{ . }}
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ . }}
{{- end }}
{{- range splitList " " (include "graha.optionalSecretKeys" $root) }}
- name: {{ . }}
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ . }}
      optional: true
{{- end }}
{{- end -}}

{{/* Writable places under a read-only root: DATA_DIR (unused on PostgreSQL but for scratch) and /tmp (media engines). */}}
{{- define "graha.volumes" -}}
- name: data
  emptyDir: {}
- name: tmp
  emptyDir: {}
{{- end -}}
{{- define "graha.volumeMounts" -}}
- name: data
  mountPath: /data
- name: tmp
  mountPath: /tmp
{{- end -}}
