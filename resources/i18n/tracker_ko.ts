<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>Counts</name>
    <message>
        <source>PP</source>
        <translation>P페어</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>B페어</translation>
    </message>
    <message>
        <source>N</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>남은 카드</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Hand</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>승자</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>플레이어 카드</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>뱅커 카드</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>페어</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>메모</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>과거의 결과로 앞으로의 핸드를 예측할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>실시간</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>가져옴</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>연습</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>시뮬레이션</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>뱅커(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>플레이어(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>타이(&amp;T)</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>플레이어 페어 (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>뱅커 페어 (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>내추럴 (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>다음 핸드를 뱅커 승으로 기록 (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>다음 핸드를 플레이어 승으로 기록 (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>다음 핸드를 타이로 기록 (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>다음에 기록할 핸드 표시 (%1); 기록 후 해제</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● %1 기록 중: B, P, T로 핸드 기록, C로 카드 입력 (Ctrl+Z 취소)</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● %1 기록 중: B, P, T로 핸드 기록 (Ctrl+Z 취소)</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 마감됨: 슈 → 다시 열기로 더 기록, Ctrl+N으로 새 슈</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1 (%2): Ctrl+N으로 테이블에서 기록할 슈 시작</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>Ctrl+N을 눌러 테이블에서 새 슈 기록 시작</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>슈(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>테이블(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>분석(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>연습(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>이 탭의 테이블 보기: 기록 키가 여기에 기록</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>슈 파일 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>핸드 CSV, 비드 문자열, 슈 JSON 파일을 라이브러리에 저장</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>샘플 슈 가져오기(&amp;S)</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>라이브 테이블의 실제 슈와 tracker 시뮬레이터가 딜링한 슈</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>실제 슈 라이브러리 가져오기(5,824 슈)(&amp;R)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>라이브 테이블 45개의 2025년 8월 9–12일 모든 슈: 397,048 핸드 (MIT 라이선스)</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>라이브러리 브라우저(&amp;L)…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>모든 슈를 정렬·필터 가능한 표로; 선택한 슈를 검증, 내보내기, 삭제</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>표시된 슈 다시 보기(&amp;R)…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>슈를 핸드별로 따라가기: 출목, 카드, 이유, 확률, 문제</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>검증 보고서(&amp;V)…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>다시 보기가 라이브러리에서 찾은 모든 문제 (슈, 핸드, 파일 줄별)</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>출목표를 PNG로 내보내기(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>표시된 슈의 출목표를 제목과 집계와 함께 그림으로 저장</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>출목표를 PDF로 내보내기(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>표시된 슈의 출목표를 A4 또는 Letter 용지로 저장 (가로)</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>출목표 인쇄(&amp;R)…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>표시된 슈의 출목표 인쇄</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>설정(&amp;T)…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>테마, 색상, 새 슈의 기본값, 카드 입력, 라이브러리 위치</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>tracker 닫기</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>마지막 변경 취소</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>취소한 것을 다시 실행</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>뱅커 기록(&amp;B)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>다음 핸드를 뱅커 승으로 기록</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>플레이어 기록(&amp;P)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>다음 핸드를 플레이어 승으로 기록</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>타이 기록(&amp;T)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>다음 핸드를 타이로 기록</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>카드 입력(&amp;C)</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>다음 핸드의 카드 입력 (7h kd / 3s kc 5d); Enter로 기록, Esc로 나가기</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>플레이어 페어 표시</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>다음에 기록할 핸드에 플레이어 페어</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>뱅커 페어 표시</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>다음에 기록할 핸드에 뱅커 페어</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>내추럴 표시</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>다음에 기록할 핸드는 내추럴</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>핸드 수정(&amp;E)…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>핸드 표에서 고른 핸드 수정 (또는 더블클릭)</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>핸드 끼워 넣기(&amp;I)…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>핸드 표에서 고른 핸드 앞에 빠뜨린 핸드 넣기</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>핸드 삭제(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>핸드 표에서 고른 핸드 삭제 (Ctrl+Z로 취소)</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>테이블에서 새 슈(&amp;N)…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>새 슈 기록 시작: 카지노, 테이블, 덱 수, 규칙</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>슈 정보(&amp;D)…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>표시된 슈의 카지노, 테이블, 시작, 덱 수, 규칙, 메모 변경</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>이 슈 마감(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>슈를 마감으로 표시: 더 이상 핸드를 기록할 수 없음 (다시 열기로 취소)</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>이 슈 다시 열기(&amp;R)</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>마감된 슈를 다시 열어 기록</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>이 슈 삭제(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>표시된 슈와 그 핸드를 라이브러리에서 삭제 (먼저 확인)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>색맹 안전 출목표(&amp;C)</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>색뿐 아니라 모양으로도 뱅커와 플레이어를 구분합니다</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>슈 목록(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>슈 목록 창 보이기/숨기기 (출목표가 자리를 차지)</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>핸드(&amp;H)</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>핸드 표 창 보이기/숨기기 (출목표가 자리를 차지)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>통계(&amp;T)</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>통계 창 보이기/숨기기 (출목표가 자리를 차지)</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>슈 찾기</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>슈 목록 필터</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>슈 목록으로 이동(&amp;L)</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>키 입력을 슈 목록으로 (Esc로 테이블로 돌아옴)</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>새 테이블(&amp;N)</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>다른 테이블용 탭 (자체 슈와 실행 취소 기록)</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>테이블 탭 닫기(&amp;C)</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>탭 닫기 (그 슈는 라이브러리에 그대로 남음)</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>온라인 테이블(&amp;O)…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>1인 온라인 테이블에서 연습: 칩, 딜, 정확한 지급</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>카지노 5인 테이블(&amp;C)…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>5인석 카지노 테이블에서 연습 (차례대로, 사람 또는 컴퓨터 플레이어)</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>단축키(&amp;K)…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>tracker의 모든 단축키</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>tracker 정보(&amp;A)</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker는 무엇이고 무엇이 아닌지</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>통계(&amp;S)…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>표시된 슈 또는 라이브러리 전체를 확률과 비교 (차트 포함)</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>베팅 시스템 백테스트(&amp;B)…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>실제 또는 모의 슈에 시스템을 적용해 기대 손실과 비교</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>사이드 베팅 카운팅 실험실(&amp;C)…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>모의 슈에서 사이드 베팅 카드 카운팅 실행: 이득, 변동, 위험</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>슈 없음</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>슈 %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>슈 목록</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>unknown card {token!r}: {reason}</source>
        <translation>알 수 없는 카드 {token!r}: {reason}</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}: {reason}</translation>
    </message>
    <message>
        <source>decks must be a whole number from {low} to {high}, not {decks!r}</source>
        <translation>덱 수는 {low}에서 {high} 사이의 정수여야 합니다. {decks!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more ten-value cards</source>
        <translation>{number}번째 카드({card}): 슈에 10점 카드가 더 이상 없습니다</translation>
    </message>
    <message>
        <source>an {decks}-deck shoe</source>
        <translation>{decks}덱 슈</translation>
    </message>
    <message>
        <source>a {decks}-deck shoe</source>
        <translation>{decks}덱 슈</translation>
    </message>
    <message>
        <source>expected a rank (A or 1, 2-9, T or 10, J, Q, K; a bare 0 for any ten-value card) optionally followed by a suit (S, H, D, C)</source>
        <translation>랭크(A 또는 1, 2-9, T 또는 10, J, Q, K; 10점 카드는 0만 써도 됨)가 와야 하며, 그 뒤에 무늬(S, H, D, C)를 붙일 수 있습니다</translation>
    </message>
    <message>
        <source>empty card</source>
        <translation>빈 카드</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more cards of rank {rank}</source>
        <translation>{number}번째 카드({card}): 슈에 랭크 {rank} 카드가 더 이상 없습니다</translation>
    </message>
    <message>
        <source>card {number} ({card}): {shoe} holds only {count} of it</source>
        <translation>{number}번째 카드({card}): {shoe}에는 이 카드가 {count}장뿐입니다</translation>
    </message>
    <message>
        <source>a count tags 13 ranks, not {count}</source>
        <translation>카운팅은 13개 랭크에 값을 매깁니다. {count}개가 아닙니다</translation>
    </message>
    <message>
        <source>a betting rule is one of {rules}, not {rule!r}</source>
        <translation>베팅 규칙은 {rules} 중 하나여야 합니다. {rule!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the lab plays the side bets {bets}, not {bet!r}</source>
        <translation>실험실에서는 사이드 베팅 {bets}만 합니다. {bet!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the stake must be more than 0, not {stake}</source>
        <translation>베팅액은 0보다 커야 합니다. {stake}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>--tags: {item!r} is not RANK:VALUE with a rank of A, 2–9, T, J, Q, K</source>
        <translation>--tags: {item!r}은(는) 랭크:값(랭크는 A, 2–9, T, J, Q, K) 형식이 아닙니다</translation>
    </message>
    <message>
        <source>--tags: the value of {rank} must be a whole number, not {value!r}</source>
        <translation>--tags: {rank}의 값은 정수여야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>--tags: the rank {rank} is given twice</source>
        <translation>--tags: 랭크 {rank}이(가) 두 번 주어졌습니다</translation>
    </message>
    <message>
        <source>--tags: give at least one rank&apos;s value, e.g. 8:2,9:2,4:-1</source>
        <translation>--tags: 랭크 값을 하나 이상 주세요. 예: 8:2,9:2,4:-1</translation>
    </message>
    <message>
        <source>--bet-when: expected rc&gt;N or rc&gt;=N (N whole) or tc&gt;=N, not {text!r}</source>
        <translation>--bet-when: rc&gt;N 또는 rc&gt;=N(N은 정수) 또는 tc&gt;=N이어야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>--after-cut is one or stop, not {after_cut!r}</source>
        <translation>--after-cut은 one 또는 stop입니다. {after_cut!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the number of shoes must be 1 or more, not {shoes}</source>
        <translation>슈 수는 1 이상이어야 합니다. {shoes}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the coup needed a card number {needed} but only {had} were there to deal</source>
        <translation>이 핸드에는 {needed}번째 카드가 필요했지만 돌릴 카드가 {had}장뿐이었습니다</translation>
    </message>
    <message>
        <source>only {cards} card left</source>
        <translation>카드가 {cards}장만 남았습니다</translation>
    </message>
    <message>
        <source>only {cards} cards left</source>
        <translation>카드가 {cards}장만 남았습니다</translation>
    </message>
    <message>
        <source>{left}: how far one card moves the odds needs {needed}, since a coup can need {least} cards after one is taken out</source>
        <translation>{left}: 카드 한 장이 확률을 얼마나 바꾸는지 보려면 {needed}장이 필요합니다. 한 장을 뺀 뒤에도 한 핸드에 {least}장이 필요할 수 있기 때문입니다</translation>
    </message>
    <message>
        <source>{left}: a coup can need {least} cards, so the odds of the next hand are not defined (a shoe this short is reshuffled before another hand)</source>
        <translation>{left}: 한 핸드에 {least}장이 필요할 수 있으므로 다음 핸드의 확률은 정해지지 않습니다(이만큼 짧은 슈는 다음 핸드 전에 다시 섞습니다)</translation>
    </message>
    <message>
        <source>the composition has a negative count of some value</source>
        <translation>카드 구성에서 어떤 값의 개수가 음수입니다</translation>
    </message>
    <message>
        <source>a seed must be a whole number from 0 to {limit}, not {seed!r}</source>
        <translation>시드는 0에서 {limit} 사이의 정수여야 합니다. {seed!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>Banker commission must be 5 or 4 percent, not {commission!r}</source>
        <translation>뱅커 커미션은 5% 또는 4%여야 합니다. {commission!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>Tie must pay 8 or 9 to 1, not {pays!r}</source>
        <translation>타이는 8 대 1 또는 9 대 1이어야 합니다. {pays!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>pair bets pay 11 to 1, not {pays!r}</source>
        <translation>페어 베팅은 11 대 1입니다. {pays!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>hands after the cut card must be 0 to 3, not {hands}</source>
        <translation>컷 카드 이후 핸드 수는 0에서 3이어야 합니다. {hands}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the cut card must leave {least} to {most} cards behind it in {shoe}, not {cut}</source>
        <translation>{shoe}에서 컷 카드 뒤에는 {least}~{most}장이 남아야 합니다. {cut}장은 안 됩니다</translation>
    </message>
    <message>
        <source>unknown rule {rule!r}</source>
        <translation>알 수 없는 규칙 {rule!r}</translation>
    </message>
    <message>
        <source>a stake must be an exact amount (int or Decimal), not {stake!r}</source>
        <translation>베팅액은 정확한 금액(int 또는 Decimal)이어야 합니다. {stake!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a stake must be a positive amount, not {stake}</source>
        <translation>베팅액은 양수여야 합니다. {stake}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>{bet}: the first two cards are ten-value cards of unknown rank</source>
        <translation>{bet}: 처음 두 장이 랭크를 모르는 10점 카드입니다</translation>
    </message>
    <message>
        <source>the shoe is finished: the cut card came out and the last hand was dealt; shuffle a new shoe</source>
        <translation>슈가 끝났습니다: 컷 카드가 나왔고 마지막 핸드가 돌았습니다. 새 슈를 섞으세요</translation>
    </message>
    <message>
        <source>{bet}: a stake cannot be negative ({stake})</source>
        <translation>{bet}: 베팅액은 음수일 수 없습니다({stake})</translation>
    </message>
    <message>
        <source>{bet} is not turned on at this table</source>
        <translation>이 테이블에서는 {bet}이(가) 켜져 있지 않습니다</translation>
    </message>
    <message>
        <source>{bet} needs a bet on Player, Banker or Tie beside it</source>
        <translation>{bet}에는 플레이어, 뱅커 또는 타이 베팅이 함께 있어야 합니다</translation>
    </message>
    <message>
        <source>{bet}: a side bet of {stake} is more than the main bet of {main}; this table allows a side bet up to the main bet</source>
        <translation>{bet}: 사이드 베팅 {stake}이(가) 메인 베팅 {main}보다 큽니다. 이 테이블은 사이드 베팅을 메인 베팅까지만 허용합니다</translation>
    </message>
    <message>
        <source>{where}: expected an object, not {data!r}</source>
        <translation>{where}: 객체여야 합니다. {data!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>{where}.enabled: expected a list of side bet ids</source>
        <translation>{where}.enabled: 사이드 베팅 id 목록이어야 합니다</translation>
    </message>
    <message>
        <source>expected a side bet id, not {bet_id!r}</source>
        <translation>사이드 베팅 id여야 합니다. {bet_id!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>{where}.enabled[{i}]: {reason}</source>
        <translation>{where}.enabled[{i}]: {reason}</translation>
    </message>
    <message>
        <source>{where}.main_bet: expected one of {choices}, not {raw!r}</source>
        <translation>{where}.main_bet: {choices} 중 하나여야 합니다. {raw!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>no side bet {bet_id!r}: the side bets are {ids}</source>
        <translation>사이드 베팅 {bet_id!r}은(는) 없습니다. 사이드 베팅은 {ids}입니다</translation>
    </message>
    <message>
        <source>{bet}: the Player&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}: 플레이어의 처음 두 장이 랭크를 모르는 10점 카드라서 페어인지 알 수 없습니다</translation>
    </message>
    <message>
        <source>{bet}: the Banker&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}: 뱅커의 처음 두 장이 랭크를 모르는 10점 카드라서 페어인지 알 수 없습니다</translation>
    </message>
    <message>
        <source>the number of shoes must be a whole number of 1 or more, not {shoes!r}</source>
        <translation>슈 수는 1 이상의 정수여야 합니다. {shoes!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>online hands per shoe must be 1 to 10000, not {hands!r}</source>
        <translation>온라인 방식의 슈당 핸드 수는 1에서 10000이어야 합니다. {hands!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a batch must be 1 shoe or more, not {batch!r}</source>
        <translation>한 묶음은 슈 1개 이상이어야 합니다. {batch!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>not enough memory to simulate {count} shoes at once; simulate fewer</source>
        <translation>슈 {count}개를 한 번에 시뮬레이션할 메모리가 부족합니다. 더 적게 시뮬레이션하세요</translation>
    </message>
    <message>
        <source>a file name that is not UTF-8 text cannot be shown or stored (it holds {name}); rename the file with UTF-8 characters and try again</source>
        <translation>UTF-8 텍스트가 아닌 파일 이름은 표시하거나 저장할 수 없습니다({name} 포함). UTF-8 문자로 파일 이름을 바꾼 뒤 다시 시도하세요</translation>
    </message>
    <message>
        <source>the output cannot be shown in this terminal&apos;s encoding ({encoding}): {text} has no place in it; use a UTF-8 terminal, or set PYTHONIOENCODING=utf-8</source>
        <translation>이 터미널의 인코딩({encoding})으로는 출력을 표시할 수 없습니다: {text}을(를) 나타낼 수 없습니다. UTF-8 터미널을 쓰거나 PYTHONIOENCODING=utf-8을 설정하세요</translation>
    </message>
    <message>
        <source>text that is not {encoding} where it was expected ({reason}); set PYTHONIOENCODING=utf-8 or save the input as UTF-8</source>
        <translation>{encoding} 텍스트가 와야 할 곳에 다른 텍스트가 있습니다({reason}). PYTHONIOENCODING=utf-8을 설정하거나 입력을 UTF-8로 저장하세요</translation>
    </message>
    <message>
        <source>the disk is full ({reason}); make room and try again</source>
        <translation>디스크가 가득 찼습니다({reason}). 공간을 확보한 뒤 다시 시도하세요</translation>
    </message>
    <message>
        <source>permission denied ({reason}); check who may read and write it</source>
        <translation>권한이 없습니다({reason}). 누가 읽고 쓸 수 있는지 확인하세요</translation>
    </message>
    <message>
        <source>the output&apos;s reader went away (broken pipe)</source>
        <translation>출력을 읽던 쪽이 사라졌습니다(끊어진 파이프)</translation>
    </message>
    <message>
        <source>line {line}, hand {hand}: records no winner and no cards</source>
        <translation>{line}행, {hand}번째 핸드: 승자도 카드도 기록되지 않았습니다</translation>
    </message>
    <message>
        <source>hand {hand}: records no winner and no cards</source>
        <translation>{hand}번째 핸드: 승자도 카드도 기록되지 않았습니다</translation>
    </message>
    <message>
        <source>{where}: character {position} is {char!r}; expected B, P or T (spaces are ignored)</source>
        <translation>{where}: {position}번째 문자가 {char!r}입니다. B, P 또는 T여야 합니다(공백은 무시)</translation>
    </message>
    <message>
        <source>a vertical tab</source>
        <translation>세로 탭</translation>
    </message>
    <message>
        <source>a form feed</source>
        <translation>폼 피드</translation>
    </message>
    <message>
        <source>a file separator</source>
        <translation>파일 구분 문자</translation>
    </message>
    <message>
        <source>a group separator</source>
        <translation>그룹 구분 문자</translation>
    </message>
    <message>
        <source>a record separator</source>
        <translation>레코드 구분 문자</translation>
    </message>
    <message>
        <source>a next-line character, NEL</source>
        <translation>다음 줄 문자 NEL</translation>
    </message>
    <message>
        <source>a line separator</source>
        <translation>줄 구분 문자</translation>
    </message>
    <message>
        <source>a paragraph separator</source>
        <translation>단락 구분 문자</translation>
    </message>
    <message>
        <source>{code} ({name}) ends a line for some programs but not in a bead file, whose lines end in a line feed: save the file with ordinary line ends</source>
        <translation>{code}({name})은(는) 일부 프로그램에서는 줄을 끝내지만 비드 파일에서는 아닙니다. 비드 파일의 줄은 줄 바꿈 문자로 끝납니다. 일반 줄 끝으로 파일을 저장하세요</translation>
    </message>
    <message>
        <source>{char!r} is not a bead letter: a bead string holds B, P and T (a label ends with a colon, # starts a comment)</source>
        <translation>{char!r}은(는) 비드 문자가 아닙니다. 비드 문자열에는 B, P, T만 있습니다(라벨은 콜론으로 끝나고, #은 주석의 시작)</translation>
    </message>
    <message>
        <source>a shoe of more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104)</source>
        <translation>{cap:,}핸드가 넘는 슈(슈 하나의 상한; 8덱 슈는 최대 104핸드)</translation>
    </message>
    <message>
        <source>decks must be a whole number from 1 to 8, not {text!r}</source>
        <translation>덱 수는 1에서 8 사이의 정수여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a start time must be ISO 8601 (2025-08-09T00:26:15+00:00), not {text!r}</source>
        <translation>시작 시각은 ISO 8601(2025-08-09T00:26:15+00:00) 형식이어야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>shoe_first_time_ms must be Unix time in milliseconds, not {text!r}</source>
        <translation>shoe_first_time_ms는 밀리초 단위 Unix 시간이어야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a shoe&apos;s kind must be one of {names}, not {text!r}</source>
        <translation>슈의 종류는 {names} 중 하나여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>rules are words name=value with the names {known}; not {word!r}</source>
        <translation>규칙은 이름=값 형식의 단어이며 이름은 {known}입니다. {word!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>{name} must be 1 or 0 (or true, false), not {value!r}</source>
        <translation>{name}은(는) 1 또는 0(또는 true, false)이어야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value!r}</source>
        <translation>{name}은(는) 정수여야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the cut card must be a whole number of cards from 0 to {cap:,}, not {text!r}</source>
        <translation>컷 카드는 0에서 {cap:,} 사이의 정수 장수여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels of lists and objects</source>
        <translation>JSON 값이 목록과 객체로 {depth}단계보다 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <source>not a JSON object: {reason}</source>
        <translation>JSON 객체가 아닙니다: {reason}</translation>
    </message>
    <message>
        <source>must be a JSON object ({{…}}), not {text!r}</source>
        <translation>JSON 객체({{…}})여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels</source>
        <translation>JSON 값이 {depth}단계보다 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <source>text with half of a UTF-16 surrogate pair (such as \ud800), which no UTF-8 text can hold</source>
        <translation>UTF-16 서로게이트 쌍의 반쪽(예: \ud800)이 든 텍스트로, UTF-8 텍스트에는 담을 수 없습니다</translation>
    </message>
    <message>
        <source>winner must be B, P or T (or Banker, Player, Tie), not {text!r}</source>
        <translation>승자는 B, P 또는 T(또는 Banker, Player, Tie)여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a total must be a whole number from 0 to 9, not {text!r}</source>
        <translation>합계는 0에서 9 사이의 정수여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a flag must be 1 or 0 (or true, false), not {text!r}</source>
        <translation>플래그는 1 또는 0(또는 true, false)이어야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a hand number must be a whole number 1, 2, … up to {cap:,}, not {text!r}</source>
        <translation>핸드 번호는 1, 2, … 최대 {cap:,}의 정수여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>unknown card {token!r} (card {number}): {reason}</source>
        <translation>알 수 없는 카드 {token!r}({number}번째 카드): {reason}</translation>
    </message>
    <message>
        <source>a cell of {length:,} characters, past the cap of {cap:,}</source>
        <translation>{length:,}자 셀로, 상한 {cap:,}자를 넘습니다</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more line: a closing quote missing?</source>
        <translation>이 셀을 여는 따옴표(&quot;)가 그 줄에서 닫히지 않아 셀이 {lines}줄 더 이어집니다. 닫는 따옴표가 빠졌나요?</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more lines: a closing quote missing?</source>
        <translation>이 셀을 여는 따옴표(&quot;)가 그 줄에서 닫히지 않아 셀이 {lines}줄 더 이어집니다. 닫는 따옴표가 빠졌나요?</translation>
    </message>
    <message>
        <source>not a hands CSV: the header names none of the columns shoe, hand, player, banker, winner</source>
        <translation>핸드 CSV가 아닙니다: 머리글에 shoe, hand, player, banker, winner 열이 하나도 없습니다</translation>
    </message>
    <message>
        <source>missing column {missing!r}: a hands CSV with {have!r} cards needs both sides</source>
        <translation>{missing!r} 열이 없습니다: {have!r} 카드가 있는 핸드 CSV에는 양쪽이 모두 필요합니다</translation>
    </message>
    <message>
        <source>missing column &apos;winner&apos; (or &apos;player&apos; and &apos;banker&apos; for cards): every hand needs its cards or its winner</source>
        <translation>&apos;winner&apos; 열(또는 카드용 &apos;player&apos;와 &apos;banker&apos;)이 없습니다: 모든 핸드에는 카드나 승자가 필요합니다</translation>
    </message>
    <message>
        <source>shoe {label!r} has more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104): is the shoe column missing?</source>
        <translation>슈 {label!r}의 핸드가 {cap:,}개를 넘습니다(슈 하나의 상한; 8덱 슈는 최대 104핸드). shoe 열이 빠졌나요?</translation>
    </message>
    <message>
        <source>a row needs cards (player and banker) or a winner</source>
        <translation>행마다 카드(player와 banker) 또는 승자가 필요합니다</translation>
    </message>
    <message>
        <source>not a readable CSV row: {reason}</source>
        <translation>읽을 수 없는 CSV 행: {reason}</translation>
    </message>
    <message>
        <source>{place}, line {line}</source>
        <translation>{place}, {line}행</translation>
    </message>
    <message>
        <source>{place}, {part}</source>
        <translation>{place}, {part}</translation>
    </message>
    <message>
        <source>field {field}</source>
        <translation>필드 {field}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>{column}열</translation>
    </message>
    <message>
        <source>field {field!r}</source>
        <translation>필드 {field!r}</translation>
    </message>
    <message>
        <source>column {column!r}</source>
        <translation>열 {column!r}</translation>
    </message>
    <message>
        <source>expected a field name in double quotes (a &apos;,&apos; too many before &apos;}}&apos;?)</source>
        <translation>큰따옴표로 묶은 필드 이름이 와야 합니다(&apos;}}&apos; 앞에 &apos;,&apos;가 하나 더 있나요?)</translation>
    </message>
    <message>
        <source>expected a value (a number, text in double quotes, true, false, null, a list or an object)</source>
        <translation>값이 와야 합니다(숫자, 큰따옴표 안의 텍스트, true, false, null, 목록 또는 객체)</translation>
    </message>
    <message>
        <source>the text in double quotes that starts here never ends</source>
        <translation>여기서 시작하는 큰따옴표 텍스트가 끝나지 않습니다</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; between two values</source>
        <translation>두 값 사이에 &apos;,&apos;가 있어야 합니다</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a field name</source>
        <translation>필드 이름 뒤에 &apos;:&apos;가 있어야 합니다</translation>
    </message>
    <message>
        <source>a line break or control character inside text in double quotes</source>
        <translation>큰따옴표 텍스트 안에 줄 바꿈이나 제어 문자가 있습니다</translation>
    </message>
    <message>
        <source>a backslash that starts no valid escape</source>
        <translation>유효한 이스케이프를 시작하지 않는 역슬래시</translation>
    </message>
    <message>
        <source>the end of the file (cut short?)</source>
        <translation>파일의 끝(잘렸나요?)</translation>
    </message>
    <message>
        <source>not valid shoe JSON: expected {what}, found {found}</source>
        <translation>올바른 슈 JSON이 아닙니다: {what}이(가) 와야 하는데 {found}이(가) 있습니다</translation>
    </message>
    <message>
        <source>a value nested deeper than {depth} levels of lists and objects</source>
        <translation>값이 목록과 객체로 {depth}단계보다 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <source>a number too long to read ({reason})</source>
        <translation>숫자가 너무 길어 읽을 수 없습니다({reason})</translation>
    </message>
    <message>
        <source>a value longer than {cap:,} characters (the cap on one hand or one field of a shoe): not a shoe JSON value</source>
        <translation>{cap:,}자보다 긴 값(한 핸드나 슈 필드 하나의 상한): 슈 JSON 값이 아닙니다</translation>
    </message>
    <message>
        <source>nested deeper than {depth} levels</source>
        <translation>{depth}단계보다 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <source>{reason}; the file ends there (cut short?)</source>
        <translation>{reason}. 파일이 거기서 끝납니다(잘렸나요?)</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>올바른 JSON이 아닙니다: {reason}</translation>
    </message>
    <message>
        <source>not valid JSON: an object key must be a string</source>
        <translation>올바른 JSON이 아닙니다: 객체의 키는 문자열이어야 합니다</translation>
    </message>
    <message>
        <source>cards must be a list of card strings such as &quot;9H&quot;</source>
        <translation>카드는 &quot;9H&quot; 같은 카드 문자열의 목록이어야 합니다</translation>
    </message>
    <message>
        <source>expected true or false, not {value!r}</source>
        <translation>true 또는 false여야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>expected a whole number, not {value!r}</source>
        <translation>정수여야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>expected text, not {value!r}</source>
        <translation>텍스트여야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>expected an object, not {value!r}</source>
        <translation>객체여야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>expected {kind}, not {value!r}</source>
        <translation>{kind}이(가) 와야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a total must be 0 to 9, not {value}</source>
        <translation>합계는 0에서 9여야 합니다. {value}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>hand {position} must be an object</source>
        <translation>{position}번째 핸드는 객체여야 합니다</translation>
    </message>
    <message>
        <source>extra must be an object of text values</source>
        <translation>extra는 텍스트 값의 객체여야 합니다</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its label only after its first {hands:,} hands: a shoe this long is checked as it is read, so its label must come before its hands</source>
        <translation>슈 {label!r}은(는) 처음 {hands:,}핸드 뒤에야 라벨을 줍니다. 이만큼 긴 슈는 읽으면서 검사하므로 라벨이 핸드보다 먼저 와야 합니다</translation>
    </message>
    <message>
        <source>shoe {position} ({label!r})</source>
        <translation>슈 {position}({label!r})</translation>
    </message>
    <message>
        <source>shoe {position}</source>
        <translation>슈 {position}</translation>
    </message>
    <message>
        <source>{name}: its notes and extra hold more than {cap:,} characters in all (the cap on one shoe&apos;s notes and extra)</source>
        <translation>{name}: 메모와 extra가 모두 합쳐 {cap:,}자를 넘습니다(슈 하나의 메모와 extra 상한)</translation>
    </message>
    <message>
        <source>kind must be one of {names}, not {kind!r}</source>
        <translation>kind는 {names} 중 하나여야 합니다. {kind!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>not an ISO 8601 time: {text!r}</source>
        <translation>ISO 8601 시각이 아닙니다: {text!r}</translation>
    </message>
    <message>
        <source>cut_card must be 0 to {cap:,}, not {cut_card}</source>
        <translation>cut_card는 0에서 {cap:,}이어야 합니다. {cut_card}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>extra must be an object</source>
        <translation>extra는 객체여야 합니다</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: expected an object with format_version</source>
        <translation>tracker 슈 JSON 문서가 아닙니다: format_version이 있는 객체여야 합니다</translation>
    </message>
    <message>
        <source>format_version must be a whole number</source>
        <translation>format_version은 정수여야 합니다</translation>
    </message>
    <message>
        <source>format_version {version} was written by a newer tracker; this one reads format_version {ours}: update tracker to read the file</source>
        <translation>format_version {version}은(는) 더 새로운 tracker가 썼습니다. 이 버전은 format_version {ours}을(를) 읽습니다. 파일을 읽으려면 tracker를 업데이트하세요</translation>
    </message>
    <message>
        <source>format_version {version} does not exist; expected {ours}</source>
        <translation>format_version {version}은(는) 없습니다. {ours}이어야 합니다</translation>
    </message>
    <message>
        <source>format_version must come before shoes (not a tracker shoe JSON document?)</source>
        <translation>format_version은 shoes보다 앞에 와야 합니다(tracker 슈 JSON 문서가 아닌가요?)</translation>
    </message>
    <message>
        <source>not valid JSON: more text after the document</source>
        <translation>올바른 JSON이 아닙니다: 문서 뒤에 텍스트가 더 있습니다</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: no format_version</source>
        <translation>tracker 슈 JSON 문서가 아닙니다: format_version이 없습니다</translation>
    </message>
    <message>
        <source>the start time {started} is out of range in UTC (years 1 to 9999)</source>
        <translation>시작 시각 {started}이(가) UTC로 범위를 벗어납니다(1년~9999년)</translation>
    </message>
    <message>
        <source>{place}: {reason}; nothing was written</source>
        <translation>{place}: {reason}. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
        <source>cannot follow the link ({reason})</source>
        <translation>링크를 따라갈 수 없습니다({reason})</translation>
    </message>
    <message>
        <source>this is the library itself; an output never replaces it</source>
        <translation>이것은 라이브러리 자체입니다. 출력은 절대 이를 대체하지 않습니다</translation>
    </message>
    <message>
        <source>cannot write the file: it is a folder; give a file name</source>
        <translation>파일을 쓸 수 없습니다: 폴더입니다. 파일 이름을 주세요</translation>
    </message>
    <message>
        <source>this is an SQLite database (a tracker library?); an output never replaces one: choose another file name</source>
        <translation>SQLite 데이터베이스입니다(tracker 라이브러리?). 출력은 절대 이를 대체하지 않습니다. 다른 파일 이름을 고르세요</translation>
    </message>
    <message>
        <source>cannot write the file: {reason}</source>
        <translation>파일을 쓸 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>폴더 {folder}이(가) 없습니다</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder}은(는) 폴더가 아닙니다</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>디스크가 가득 찼습니다</translation>
    </message>
    <message>
        <source>not UTF-8 text: it holds NUL bytes (binary data, or UTF-16 text without a byte-order mark; save the file as UTF-8)</source>
        <translation>UTF-8 텍스트가 아닙니다: NUL 바이트가 있습니다(바이너리 데이터이거나 바이트 순서 표시가 없는 UTF-16 텍스트. 파일을 UTF-8로 저장하세요)</translation>
    </message>
    <message>
        <source>not a shoe file: this line is neither a hands-CSV header (naming shoe, hand, player, banker or winner columns), a bead string (B, P, T) nor shoe JSON</source>
        <translation>슈 파일이 아닙니다: 이 줄은 핸드 CSV 머리글(shoe, hand, player, banker, winner 열), 비드 문자열(B, P, T), 슈 JSON 중 어느 것도 아닙니다</translation>
    </message>
    <message>
        <source>a ZIP archive or an Excel/OpenDocument workbook (.xlsx, .ods)</source>
        <translation>ZIP 압축 파일 또는 Excel/OpenDocument 통합 문서(.xlsx, .ods)</translation>
    </message>
    <message>
        <source>an old Excel workbook (.xls) or Office file</source>
        <translation>예전 Excel 통합 문서(.xls) 또는 Office 파일</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>PNG 이미지</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>JPEG 이미지</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>GIF 이미지</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>PDF 문서</translation>
    </message>
    <message>
        <source>an SQLite database (a tracker library?)</source>
        <translation>SQLite 데이터베이스(tracker 라이브러리?)</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text: save the sheet as CSV UTF-8 and validate that (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>슈 파일이 아닙니다: 텍스트가 아니라 {kind}입니다. 시트를 CSV UTF-8로 저장해서 검증하세요(슈 파일은 핸드 CSV, 비드 문자열 또는 슈 JSON입니다)</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>슈 파일이 아닙니다: 텍스트가 아니라 {kind}입니다(슈 파일은 핸드 CSV, 비드 문자열 또는 슈 JSON입니다)</translation>
    </message>
    <message>
        <source>Windows-1252 or Latin-1</source>
        <translation>Windows-1252 또는 Latin-1</translation>
    </message>
    <message>
        <source>a double-byte encoding such as Korean CP949/EUC-KR, Chinese GBK or Japanese Shift-JIS</source>
        <translation>한국어 CP949/EUC-KR, 중국어 GBK, 일본어 Shift-JIS 같은 2바이트 인코딩</translation>
    </message>
    <message>
        <source>no data came for {seconds} seconds: a pipe or FIFO with no program writing to it (or one that stopped); nothing was read</source>
        <translation>{seconds}초 동안 데이터가 오지 않았습니다: 쓰는 프로그램이 없는(또는 멈춘) 파이프나 FIFO입니다. 아무것도 읽지 않았습니다</translation>
    </message>
    <message>
        <source>the compressed file expands more than {times} times (past {mib} MiB): not a shoe file (a gzip bomb?); nothing was read</source>
        <translation>압축 파일이 {times}배 넘게 늘어납니다({mib} MiB 이후): 슈 파일이 아닙니다(gzip 폭탄?). 아무것도 읽지 않았습니다</translation>
    </message>
    <message>
        <source>the line is longer than {limit:,} bytes (the cap on a line): not a row or bead string of a shoe file</source>
        <translation>줄이 {limit:,}바이트보다 깁니다(한 줄의 상한): 슈 파일의 행이나 비드 문자열이 아닙니다</translation>
    </message>
    <message>
        <source>not UTF-8 text: save the file as UTF-8</source>
        <translation>UTF-8 텍스트가 아닙니다: 파일을 UTF-8로 저장하세요</translation>
    </message>
    <message>
        <source>this is {encoding} text, not UTF-8: save the file as UTF-8</source>
        <translation>UTF-8이 아니라 {encoding} 텍스트입니다: 파일을 UTF-8로 저장하세요</translation>
    </message>
    <message>
        <source>not UTF-8 text: byte {byte} (perhaps {encoding}; save the file as UTF-8)</source>
        <translation>UTF-8 텍스트가 아닙니다: 바이트 {byte}(아마 {encoding}. 파일을 UTF-8로 저장하세요)</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>UTF-8 텍스트가 아닙니다</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>파일을 읽을 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>그런 파일이 없습니다</translation>
    </message>
    <message>
        <source>a folder, not a shoe file</source>
        <translation>슈 파일이 아니라 폴더입니다</translation>
    </message>
    <message>
        <source>permission denied: cannot read the file</source>
        <translation>권한이 없습니다: 파일을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>damaged gzip file: {reason}</source>
        <translation>손상된 gzip 파일: {reason}</translation>
    </message>
    <message>
        <source>no rules: write one a line, like &apos;after B B P bet P 2 units&apos;</source>
        <translation>규칙이 없습니다: &apos;after B B P bet P 2 units&apos;처럼 한 줄에 하나씩 쓰세요</translation>
    </message>
    <message>
        <source>expected &apos;after&apos; to start a rule, found {word!r}</source>
        <translation>규칙은 &apos;after&apos;로 시작해야 하는데 {word!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>expected B, P or T in the pattern, found {letter!r}</source>
        <translation>패턴에는 B, P 또는 T가 와야 하는데 {letter!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>expected a pattern of B, P and T after &apos;after&apos;</source>
        <translation>&apos;after&apos; 뒤에 B, P, T로 된 패턴이 와야 합니다</translation>
    </message>
    <message>
        <source>a pattern of at most {most} hands, not {length}</source>
        <translation>패턴은 최대 {most}핸드입니다. {length}핸드는 안 됩니다</translation>
    </message>
    <message>
        <source>expected &apos;bet&apos; and a side after the pattern</source>
        <translation>패턴 뒤에 &apos;bet&apos;과 베팅할 쪽이 와야 합니다</translation>
    </message>
    <message>
        <source>expected the bet after &apos;bet&apos;: banker, player, tie, player_pair or banker_pair</source>
        <translation>&apos;bet&apos; 뒤에 베팅이 와야 합니다: banker, player, tie, player_pair 또는 banker_pair</translation>
    </message>
    <message>
        <source>expected banker, player, tie, player_pair or banker_pair (or B, P, T), found {side!r}</source>
        <translation>banker, player, tie, player_pair 또는 banker_pair(또는 B, P, T)가 와야 하는데 {side!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>expected a whole number of units from 1 to {most}, found {amount!r}</source>
        <translation>1에서 {most} 사이의 정수 유닛이 와야 하는데 {amount!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>expected &apos;units&apos; after the amount, found {word!r}</source>
        <translation>금액 뒤에 &apos;units&apos;가 와야 하는데 {word!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>unexpected {word!r} after the end of the rule</source>
        <translation>규칙이 끝난 뒤에 예상치 못한 {word!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>{bet} bets need hands that record pairs; these shoes record none</source>
        <translation>{bet} 베팅에는 페어가 기록된 핸드가 필요합니다. 이 슈들에는 기록이 없습니다</translation>
    </message>
    <message>
        <source>unknown system {system!r}; choose from {systems}</source>
        <translation>알 수 없는 시스템 {system!r}. {systems} 중에서 고르세요</translation>
    </message>
    <message>
        <source>the {system} system needs a bet (--bet {bets})</source>
        <translation>{system} 시스템에는 베팅이 필요합니다(--bet {bets})</translation>
    </message>
    <message>
        <source>unknown bet {bet!r}; choose from {bets}</source>
        <translation>알 수 없는 베팅 {bet!r}. {bets} 중에서 고르세요</translation>
    </message>
    <message>
        <source>the unit must be a whole amount of 1 or more, not {value!r}</source>
        <translation>유닛은 1 이상의 정수 금액이어야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the table maximum must be a whole amount of 1 or more, not {value!r}</source>
        <translation>테이블 최대 베팅은 1 이상의 정수 금액이어야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the bankroll must be a whole amount of 1 or more, not {value!r}</source>
        <translation>뱅크롤은 1 이상의 정수 금액이어야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the table maximum ({table_max}) is below the unit ({unit})</source>
        <translation>테이블 최대 베팅({table_max})이 유닛({unit})보다 작습니다</translation>
    </message>
    <message>
        <source>the pattern-rules system needs rules (--rules)</source>
        <translation>패턴 규칙 시스템에는 규칙이 필요합니다(--rules)</translation>
    </message>
    <message>
        <source>a Labouchère line needs whole numbers of 1 or more</source>
        <translation>라부셰르 수열에는 1 이상의 정수가 필요합니다</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>모두 저장</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>예(&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>모두 예(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>아니요(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>모두 아니요(&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>중단</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>무시</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>무시</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>도움말</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>적용</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>초기화</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>기본값 복원</translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>육매</translation>
    </message>
    <message>
        <source>Big Road</source>
        <translation>본매</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>중국점 1군</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>중국점 2군</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>중국점 3군</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Ask road (B? / P?): the mark each derived road would get next; a restatement of history, not a prediction.</source>
        <translation>다음 핸드 미리 보기 (B? / P?): 다음에 각 중국점에 찍힐 표시. 지난 기록을 다시 말할 뿐, 예측이 아닙니다.</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>다음 핸드 미리 보기는 다음 핸드가 뱅커(B?) 또는 플레이어(P?)일 때 각 중국점(1군, 2군, 3군)에 찍힐 표시를 보여 줍니다. 이 슈의 기록을 다시 말할 뿐, 예측이 아닙니다.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>시스템 설정대로</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>설정 — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>밝은 창, 어두운 창, 또는 시스템 설정대로</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>창의 언어입니다. 저장하면 바로 바뀝니다</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>색맹 안전 출목표</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>색뿐 아니라 모양으로도 뱅커와 플레이어를 구분합니다</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>테이블에 카드 입력란 표시 (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>정확한 확률을 위해 핸드마다 카드를 입력합니다. 끄면 B, P, T만으로 핸드를 기록합니다</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>새 슈의 덱 수</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>노커미션</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>새 슈의 뱅커 커미션</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>%1 대 1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>새 슈에서 타이 배당</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>현재: %1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>다음 시작 때 열 라이브러리 파일(또는 postgresql:// 주소). 비우면 기본값(또는 --db / TRACKER_DB)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>라이브러리 파일 선택</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>테마(&amp;T):</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;새 슈의 기본값&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>덱 수(&amp;D):</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>커미션(&amp;M):</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>타이 배당(&amp;P):</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>라이브러리:</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>새 라이브러리 위치는 다음 시작 때 열립니다.</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>라이브러리 파일</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>tracker 라이브러리 (*.sqlite *.db);;모든 파일 (*)</translation>
    </message>
</context>
<context>
    <name>ShoeList</name>
    <message>
        <source>Shoe</source>
        <translation>슈</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>핸드: B · P · T</translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>없음: 사이드 베팅만 단독으로 가능</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>메인 베팅 최소</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>사이드 베팅 이상의 메인 베팅, 그리고 최소</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>테이블과 다시 보기에 표시할 사이드 베팅</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>카지노가 사이드 베팅에 요구하는 메인 베팅: 수치는 이 크기로 뱅커와 플레이어 중 나은 쪽을 각 사이드 베팅에 더합니다</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × 사이드 베팅</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>요구되는 최소 메인 베팅 (사이드 베팅 금액 단위)</translation>
    </message>
    <message>
        <source>Main bet required:</source>
        <translation>필요한 메인 베팅:</translation>
    </message>
</context>
</TS>
