-- wrk script for scripts/bench-db.ts: signed-in API calls from the families scripts/lib/benchSeed.ts made.
--   wrk … -s scripts/lib/benchDb.lua URL -- status DIR          GET /api/v1/subscriptions/status, the users' tokens in turn
--   wrk … -s scripts/lib/benchDb.lua URL -- answer DIR START BASE STRIDE
--     POST /api/v1/attempts/:id/answers, the lines of DIR/answers from START on: this process's thread t
--     (0-based) sends lines START + BASE + t, then every STRIDE-th (STRIDE = all threads of all wrk
--     processes in the run, BASE = the threads of the wrk processes before this one), so no answer is
--     sent twice (none past the last line either). At the end it prints "bench-db-next N over M": the line the next run starts at, and how many
--     requests found no answer left.
local threads = {}
function setup(thread)
  thread:set("tid", #threads)
  threads[#threads + 1] = thread
end

local function lines(file)
  local t = {}
  for l in io.lines(file) do t[#t + 1] = l end
  return t
end

local reqs, n, step, answers, tokens
-- globals, read by done() through thread:get
mode, pos, over = nil, 0, 0

function init(args)
  local dir = args[2]
  mode = args[1]
  tokens = {}
  for _, l in ipairs(lines(dir .. "/tokens")) do tokens[#tokens + 1] = l:match("\t(.+)$") end
  if mode == "status" then
    reqs = {}
    for i, tok in ipairs(tokens) do
      reqs[i] = wrk.format("GET", "/api/v1/subscriptions/status", { ["Authorization"] = "Bearer " .. tok })
    end
    n, pos, step = #reqs, tid % #reqs, 1
  else
    answers = lines(dir .. "/answers")
    n = #answers
    pos = tonumber(args[3]) + tonumber(args[4]) + tid
    step = tonumber(args[5])
  end
end

function request()
  if reqs then
    pos = pos + step
    return reqs[pos % n + 1]
  end
  -- past the last answer (a warm-up faster than bench-db.ts guessed): a status call instead of an answer
  -- sent twice; counted (over): bench-db.ts refuses a measured run that got here
  if pos >= n then
    over = over + 1
    return wrk.format("GET", "/api/v1/subscriptions/status", { ["Authorization"] = "Bearer " .. tokens[1] })
  end
  local u, id, body = answers[pos + 1]:match("^(%d+)\t([^\t]+)\t(.+)$")
  pos = pos + step
  return wrk.format("POST", "/api/v1/attempts/" .. id .. "/answers",
    { ["Authorization"] = "Bearer " .. tokens[tonumber(u) + 1], ["Content-Type"] = "application/json" }, body)
end

function done()
  if threads[1]:get("mode") ~= "answer" then return end
  local next, over = 0, 0
  for _, t in ipairs(threads) do
    next = math.max(next, t:get("pos"))
    over = over + t:get("over")
  end
  io.write("bench-db-next " .. next .. " over " .. over .. "\n")
end
